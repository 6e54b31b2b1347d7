import type { Metadata } from "next";
import { ReserveRoute } from "@/features/reserve/reserve-route";

// GET /cars/{slug}/buy-online – the reserve page (a 404 unless the site uses this path)
export const metadata: Metadata = { title: "Reserve online", robots: { index: false } };

export default async function Page(props: {
  params: Promise<{ host: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ host, slug }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <ReserveRoute host={host} slug={slug} kind="buy-online" searchParams={searchParams} />;
}
