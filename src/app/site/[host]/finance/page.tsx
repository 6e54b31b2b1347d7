import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { FormRoute } from "@/features/forms-pages/form-route";

// GET /finance – finance enquiry (?preferredDealership, vehiclePriceBudget, car_id, car_type, vin; #finance-form)
export const metadata: Metadata = { title: "Finance" };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <FormRoute host={host} kind="finance" searchParams={searchParams} />;
}
