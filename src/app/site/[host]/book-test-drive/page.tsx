import type { Metadata } from "next";
import type { SearchParams } from "@/domain/input/search-param";
import { FormRoute } from "@/features/forms-pages/form-route";

// GET /book-test-drive/ – test drive booking with appointment slots (?car_id=)
export const metadata: Metadata = { title: "Book a test drive" };

export default async function Page(props: {
  params: Promise<{ host: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ host }, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <FormRoute host={host} kind="test-drive" searchParams={searchParams} />;
}
