// The information pages with a list and a lead form (docs/decisions/020-astro-islands.md, ADR
// 013): /careers and /current-positions (the site's openings, then the careers enquiry form) and
// /special-offers (the site's offers, then the email sign-up on sites with offers_subscription),
// as Next's catch-all loaded them; for a POST, the form sent without JavaScript, answered as the
// lead-form pages answer it (form-page.ts).
import type { AstroGlobal } from "astro";
import { careersForm } from "@/domain/leads/forms/careers";
import { offersSubscriptionForm, siteOffersForm } from "@/domain/leads/forms/offers-subscription";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { leadFormData } from "@/features/lead-form/lead-form-data";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { getDb } from "@/server/db/client";
import { type Career, listCareers } from "@/server/pages/list-careers";
import { listOffers, type SiteOffer } from "@/server/pages/list-offers";
import type { Site } from "@/server/sites/site";
import { type FormPostRedirect, noScriptPostOf } from "./form-page";

export type InformationForm =
  | { kind: "careers"; careers: Career[]; config: LeadFormConfig; answer: NoScriptFormAnswer | null }
  /** `config` null: the site has no offers sign-up (the page has no form; a POST is a GET). */
  | { kind: "offers"; offers: SiteOffer[]; config: LeadFormConfig | null; answer: NoScriptFormAnswer | null };

/** The list and form of a careers or offers page, or the redirect of its form's post that was sent. */
export async function informationFormOf(
  astro: AstroGlobal,
  site: Site,
  kind: "careers" | "offers",
): Promise<FormPostRedirect | InformationForm> {
  const db = await getDb();
  const now = new Date();
  if (kind === "careers") {
    const [careers, config] = await Promise.all([
      listCareers(db, { site }),
      leadFormData(db, { site, definition: careersForm, formKey: "careers-form", now }),
    ]);
    const post = await noScriptPostOf(astro, careersForm.id);
    if (post?.kind === "redirect") return post;
    return { kind, careers, config, answer: post?.answer ?? null };
  }
  const [offers, config] = await Promise.all([
    listOffers(db, { site, now }),
    siteOffersForm(offersSubscriptionForm.id, site.config)
      ? leadFormData(db, {
          site,
          definition: offersSubscriptionForm,
          formKey: "offers-subscription-form",
          now,
        })
      : null,
  ]);
  const post = config ? await noScriptPostOf(astro, offersSubscriptionForm.id) : null;
  if (post?.kind === "redirect") return post;
  return { kind, offers, config, answer: post?.answer ?? null };
}
