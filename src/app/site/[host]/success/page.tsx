import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SuccessPage } from "@/features/forms-pages/success-page";
import { getSiteForHost } from "@/server/sites/get-site";

// GET /success?category= – confirmation after a form is sent
export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ host }, query] = await Promise.all([props.params, props.searchParams]);
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const raw = Array.isArray(query.category) ? query.category[0] : query.category;
  const category = raw && /^[a-z0-9-]{1,80}$/.test(raw) ? raw : null;
  return <SuccessPage site={site} category={category} />;
}
