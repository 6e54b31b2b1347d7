import { offersSubscriptionForm } from "@/domain/leads/forms/offers-subscription";
import { LeadForm } from "@/features/lead-form/lead-form";
import { leadFormConfig } from "@/features/lead-form/lead-form-config";
import { OffersSubscriptionFrame } from "@/features/pages/offers-subscription-frame";
import { getDb } from "@/server/db/client";
import type { Site } from "@/server/sites/site";

/**
 * The special offers page's email sign-up, on sites with `flags.offers_subscription`:
 * a first name and an email, sent as an Offers Subscription lead (event 47).
 */
export async function OffersSubscriptionForm({ site }: { site: Site }) {
  const config = await leadFormConfig(await getDb(), {
    site,
    definition: offersSubscriptionForm,
    formKey: "offers-subscription-form",
    now: new Date(),
  });
  return (
    <OffersSubscriptionFrame>
      <LeadForm config={config} />
    </OffersSubscriptionFrame>
  );
}
