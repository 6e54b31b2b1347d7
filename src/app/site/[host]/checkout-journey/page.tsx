import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { CheckoutJourneyRoute } from "@/features/checkout-journey/checkout-journey-route";

// GET /checkout-journey?car_id={slug} – the online purchase journey (resumable with &lead=&token=)
export const metadata: Metadata = { title: "Buy online", robots: { index: false } };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <CheckoutJourneyRoute host={host} searchParams={searchParams} />;
}
