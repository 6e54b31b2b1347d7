"use client";

/**
 * "Filters (n)" in the phone's sticky results bar: opens the filter sheet (the page's
 * <details>, shown full-screen on phones). Without JavaScript it is a link to the sheet's
 * summary at the top of the page, which opens it the same way.
 */
export function FiltersButton({ sheetId, count }: { sheetId: string; count: number }) {
  return (
    <a
      href={`#${sheetId}`}
      className="btn-outline py-1.5 lg:hidden"
      onClick={(event) => {
        const sheet = document.getElementById(sheetId);
        if (!(sheet instanceof HTMLDetailsElement)) return;
        event.preventDefault();
        sheet.open = true;
        sheet.querySelector<HTMLElement>("summary")?.focus();
      }}
    >
      Filters{count > 0 ? ` (${count})` : ""}
    </a>
  );
}
