import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { FormRoute } from "@/features/forms-pages/form-route";

// GET /contact-us/{location} – contact form for one location of the site
export const metadata: Metadata = { title: "Contact" };

export default async function Page(props: {
  params: Promise<{ host: string; location: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host, location }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return (
    <FormRoute host={host} kind="contact-location" searchParams={searchParams} locationSlug={location} />
  );
}
