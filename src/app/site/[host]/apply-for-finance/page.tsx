import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { FormRoute } from "@/features/forms-pages/form-route";

// GET /apply-for-finance – the finance form
export const metadata: Metadata = { title: "Apply for finance" };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <FormRoute host={host} kind="finance" searchParams={searchParams} />;
}
