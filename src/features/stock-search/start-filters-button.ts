/** The attribute that names the sheet the link opens, for the page's script. */
export const FILTERS_SHEET_ATTRIBUTE = "data-filters-sheet";

/** Opens the sheet and focuses its summary, instead of following the link. Returns the stop. */
export function startFiltersButton(link: HTMLAnchorElement): () => void {
  const open = (event: MouseEvent) => {
    const sheet = document.getElementById(link.getAttribute(FILTERS_SHEET_ATTRIBUTE) ?? "");
    if (!(sheet instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    sheet.open = true;
    sheet.querySelector<HTMLElement>("summary")?.focus();
  };
  link.addEventListener("click", open);
  return () => link.removeEventListener("click", open);
}
