import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { FormRoute } from "@/features/forms-pages/form-route";

// GET /contact – general enquiry with a category choice (?category=), or the vehicle enquiry for ?car_id=
export const metadata: Metadata = { title: "Contact us" };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <FormRoute host={host} kind="contact" searchParams={searchParams} />;
}
