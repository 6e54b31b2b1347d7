// The search page's script (SearchPage.astro), no React: the filter and sort forms start at
// once (after a search they applied, focus, the open sheet and the scroll come back, which
// must not wait), and so does the phone's Filters link; the list's view event and "Save this
// search" wait for the shell's idle moment, as the page view and the sign-in link do.
import { SAVE_SEARCH_ATTRIBUTE, showSaveSearch } from "@/features/accounts/show-save-search";
import { LIST_VIEW_ATTRIBUTE, sendListView } from "@/features/analytics/list-view";
import { whenShellIdle } from "@/features/shell/shell-idle";
import { FILTERS_SHEET_ATTRIBUTE, startFiltersButton } from "@/features/stock-search/start-filters-button";
import { SEARCH_FORM_ATTRIBUTE, startSearchForm } from "@/features/stock-search/start-search-form";

for (const form of document.querySelectorAll<HTMLFormElement>(`form[${SEARCH_FORM_ATTRIBUTE}]`))
  startSearchForm(form);
for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${FILTERS_SHEET_ATTRIBUTE}]`))
  startFiltersButton(link);
whenShellIdle(() => {
  for (const list of document.querySelectorAll(`[${LIST_VIEW_ATTRIBUTE}]`)) sendListView(list);
  for (const host of document.querySelectorAll(`[${SAVE_SEARCH_ATTRIBUTE}]`)) showSaveSearch(host);
});
