import type { SearchParams } from "@/domain/input/search-param";
import { CheckoutJourneyView, Unavailable } from "@/features/checkout-journey/checkout-journey-view";
import { loadCheckoutJourney } from "@/features/checkout-journey/load-checkout-journey";

/**
 * /checkout-journey?car_id={slug}[&lead={id}&token={token}][&step=N]: the online purchase
 * journey. Each step is a form on the purchase lead (forms/purchase.ts) posted to
 * /checkout-journey/step; the link with the lead and its token continues where the shopper
 * left off, and a wrong token is not found. The deposit step hands over to the reserve page.
 * The data is load-checkout-journey.ts's, the page checkout-journey-view.tsx's.
 */
export async function CheckoutJourneyRoute({
  host,
  searchParams,
}: {
  host: string;
  searchParams: SearchParams;
}) {
  const data = await loadCheckoutJourney({ host, searchParams });
  if (data.kind === "unavailable")
    return <Unavailable site={data.site} car={data.car} reason={data.reason} />;
  return <CheckoutJourneyView {...data} />;
}
