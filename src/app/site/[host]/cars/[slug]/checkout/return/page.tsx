import type { Metadata } from "next";
import { ReserveReturnRoute } from "@/features/reserve/reserve-return-route";

// GET /cars/{slug}/checkout/return?reservation=&token= – back from the payment page
export const metadata: Metadata = { title: "Your reservation", robots: { index: false } };

export default async function Page(props: {
  params: Promise<{ host: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ host, slug }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <ReserveReturnRoute host={host} slug={slug} kind="checkout" searchParams={searchParams} />;
}
