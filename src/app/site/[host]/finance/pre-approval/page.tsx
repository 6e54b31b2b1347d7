import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { FormRoute } from "@/features/forms-pages/form-route";

// GET /finance/pre-approval – finance pre-approval (the finance form, event 31), only on sites that
// enable it (commerce.finance_preapproval); the same query parameters as /finance
export const metadata: Metadata = { title: "Get pre-approved" };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <FormRoute host={host} kind="pre-approval" searchParams={searchParams} />;
}
