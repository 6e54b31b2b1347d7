import { offersSubscriptionForm } from "@/domain/leads/forms/offers-subscription";
import { LeadForm } from "@/features/lead-form/lead-form";
import { leadFormConfig } from "@/features/lead-form/lead-form-config";
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
    <section aria-labelledby="offers-subscription-heading" className="container-site pb-12">
      <div className="card max-w-xl p-5 sm:p-8">
        <h2 id="offers-subscription-heading" className="text-xl font-bold">
          Get our offers by email
        </h2>
        <p className="mt-1 text-sm text-muted">New offers as they start. Unsubscribe at any time.</p>
        <div className="mt-4">
          <LeadForm config={config} />
        </div>
      </div>
    </section>
  );
}
