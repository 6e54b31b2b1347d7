/** Vehicles per search results page: a multiple of 2, 3 and 4 so every grid row is full. */
export const SEARCH_PAGE_SIZE = 24;

/** How many pages `total` results fill; an empty result is still one (empty) page. */
export function pageCount(total: number, perPage: number = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

export type PaginationItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The page links to show: always the first and last page, the current page and `around`
 * pages either side, with a gap where pages are skipped. A gap never hides a single page
 * (that page is shown instead, since a link takes no more room than the ellipsis).
 */
export function paginationItems(current: number, pages: number, around = 1): PaginationItem[] {
  if (pages <= 1) return [];
  const shown = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2)
      items.push({ kind: "page", page: previous + 1, current: previous + 1 === current });
    else if (page - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page, current: page === current });
    previous = page;
  }
  return items;
}
