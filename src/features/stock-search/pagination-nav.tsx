import { paginationItems } from "@/domain/stock/pagination";

/** Numbered page links (plain links: they work without JavaScript and for crawlers). */
export function PaginationNav({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const items = paginationItems(Math.min(page, pageCount), pageCount);
  const step = "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <a
          href={hrefFor(Math.min(page - 1, pageCount))}
          rel="prev"
          className={`${step} border border-line hover:border-brand hover:text-brand-link`}
        >
          <span aria-hidden="true">‹</span> Previous
        </a>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefFor(item.page)}
                aria-current={item.current ? "page" : undefined}
                aria-label={`Page ${item.page}`}
                className={`${step} ${item.current ? "bg-brand text-brand-ink" : "border border-line hover:border-brand hover:text-brand-link"}`}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <a
          href={hrefFor(page + 1)}
          rel="next"
          className={`${step} border border-line hover:border-brand hover:text-brand-link`}
        >
          Next <span aria-hidden="true">›</span>
        </a>
      ) : null}
    </nav>
  );
}
