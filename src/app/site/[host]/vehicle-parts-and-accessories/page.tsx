import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { FormRoute } from "@/features/forms-pages/form-route";

// GET /vehicle-parts-and-accessories – parts enquiry
export const metadata: Metadata = { title: "Parts and accessories" };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <FormRoute host={host} kind="parts" searchParams={searchParams} />;
}
