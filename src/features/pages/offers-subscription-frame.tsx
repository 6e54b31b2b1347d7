import type { ReactNode } from "react";

/**
 * The special offers page's email sign-up card around its form (`children`): Next's
 * OffersSubscriptionForm puts its LeadForm in it, Astro's catch-all page the form's island.
 */
export function OffersSubscriptionFrame({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="offers-subscription-heading" className="container-site pb-12">
      <div className="card max-w-xl p-5 sm:p-8">
        <h2 id="offers-subscription-heading" className="text-xl font-bold">
          Get our offers by email
        </h2>
        <p className="mt-1 text-sm text-muted">New offers as they start. Unsubscribe at any time.</p>
        <div className="mt-4">{children}</div>
      </div>
    </section>
  );
}
