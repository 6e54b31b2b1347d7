import { FILTERS_SHEET_ATTRIBUTE } from "@/features/stock-search/start-filters-button";

/**
 * "Filters (n)" in the phone's sticky results bar: a link to the filter sheet's summary at the
 * top of the page (the page's <details>, shown full-screen on phones), which opens it without
 * JavaScript; with it, startFiltersButton opens the sheet in place.
 */
export function FiltersButton({ sheetId, count }: { sheetId: string; count: number }) {
  return (
    <a
      href={`#${sheetId}`}
      className="btn-outline py-1.5 lg:hidden"
      {...{ [FILTERS_SHEET_ATTRIBUTE]: sheetId }}
    >
      Filters{count > 0 ? ` (${count})` : ""}
    </a>
  );
}
