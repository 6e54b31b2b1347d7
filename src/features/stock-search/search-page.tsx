import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { accountsEnabled } from "@/domain/accounts/accounts";
import type { EventId } from "@/domain/site/event-catalogue";
import { localeFor } from "@/domain/site/locale";
import { primaryVehicleNoun, stockNoun } from "@/domain/site/vehicle-noun";
import type { SearchFilters } from "@/domain/stock/search-filters";
import { searchHref } from "@/domain/stock/search-href";
import type { SortOption, SortValue } from "@/domain/stock/search-sort";
import { ActiveFilters, activeFilterChips } from "@/features/stock-search/active-filters";
import { PaginationNav } from "@/features/stock-search/pagination-nav";
import type { Site } from "@/server/sites/site";
import type { SearchCarsResult } from "@/server/stock/search-cars";

/** The phone's filter sheet (a <details>), opened by the results bar's Filters link. */
export const FILTERS_SHEET_ID = "filters-sheet";

export interface SearchPageProps {
  site: Site;
  now: Date;
  /** the page's own path (/search/{slug} or /pre-owned), the action of its forms */
  basePath: string;
  heading: string;
  /** a line under the heading, e.g. the dealership's address */
  intro?: string | null;
  filters: SearchFilters;
  result: SearchCarsResult;
  sortOptions: SortOption[];
  siteDefaultSort: SortValue;
  /** the slug fixes the condition (e.g. /search/new-RVs-in-stock), so it is not a choice */
  fixedCondition: boolean;
  /** the list's own view event, when it has one (49 used list view) */
  listViewEventId?: EventId | null;
  /** other search pages worth offering (e.g. new / pre-owned on the range site) */
  related?: { href: string; label: string; current: boolean }[];
}

/** The page's interactive parts, in named slots (Astro passes them as props); the page's plain script brings them to life. */
export interface SearchPageSlots {
  /** The list's view event (a hidden element the page's script reads: list-view.ts), when the list has one. */
  listView?: ReactNode;
  /** The filter form: SearchForm around FilterPanel's fields. */
  filterForm: ReactNode;
  /** "Filters (n)" in the phone's results bar (FiltersButton). */
  filtersButton: ReactNode;
  /** "Save this search" (drawn by show-save-search.ts), on sites with accounts. */
  saveSearch?: ReactNode;
  /** The sort form: SearchForm around SortControl's fields. */
  sortForm: ReactNode;
  /** The result cards (VehicleGrid.astro), when the page has any. */
  grid?: ReactNode;
}

/** What the filter and sort forms and the results bar show, from the page's props. */
export function searchPageModel(
  props: Pick<SearchPageProps, "site" | "basePath" | "filters" | "siteDefaultSort">,
) {
  const { site, basePath, filters, siteDefaultSort } = props;
  const hrefFor = (change: Partial<SearchFilters>) =>
    searchHref(basePath, filters, change, { defaultSort: siteDefaultSort });
  return {
    chips: activeFilterChips(filters, site.market, site.config.labels.pre_owned_wording),
    hrefFor,
    /** The list's address, the key of its view event. */
    listKey: hrefFor({}),
    accounts: accountsEnabled(site.config.flags),
  };
}

/**
 * A search page's markup (the heading, the filter sheet, the results bar, the applied filters,
 * the results or what to do without any, the pages), with its interactive parts as slots.
 */
export function SearchPageFrame(props: SearchPageProps & SearchPageSlots) {
  const { site, basePath, heading, result } = props;
  const { locale } = localeFor(site.market);
  const { chips, hrefFor, accounts } = searchPageModel(props);
  const first = (result.page - 1) * result.perPage + 1;
  const last = Math.min(result.total, result.page * result.perPage);
  const pastEnd = result.total > 0 && result.cars.length === 0;
  const number = new Intl.NumberFormat(locale);
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);

  return (
    <>
      {props.listView}
      <div className="border-b border-line bg-surface">
        <div className="container-site py-4 sm:py-8">
          <Breadcrumb trail={[{ label: "Home", href: "/" }]} current={heading} />
          <h1 className="mt-2 text-2xl font-black tracking-tight sm:text-4xl">{heading}</h1>
          {props.intro && <p className="mt-1 text-muted">{props.intro}</p>}
          {props.related && props.related.length > 0 && (
            // On phones one row that scrolls sideways, so the first listing stays in the first screen.
            <ul className="mt-4 flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 sm:flex-wrap">
              {props.related.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.current ? "page" : undefined}
                    className={`${link.current ? "btn-brand" : "btn-outline"} whitespace-nowrap`}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="container-site grid gap-8 py-8 max-lg:gap-0 max-lg:pt-0 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Search filters">
          {/* On phones an open <details> is a full-screen sheet (globals.css .filters-sheet), opened
              by the sticky results bar's Filters, the one Filters control there. Without
              JavaScript that link targets the sheet, which then shows its summary to open it. */}
          <details
            id={FILTERS_SHEET_ID}
            className="filters-sheet group rounded-xl border border-line bg-white lg:border-0 lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Filters{chips.length > 0 ? ` (${chips.length})` : ""}</span>
              <span className="hidden group-open:inline">Close filters</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 group-open:hidden">
                <path
                  fill="currentColor"
                  d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                />
              </svg>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="hidden size-5 group-open:block">
                <path
                  fill="currentColor"
                  d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </summary>
            <div className="border-t border-line p-4 lg:sticky lg:top-[3.25rem] lg:border-0 lg:p-0">
              {props.filterForm}
            </div>
          </details>
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          {/* On phones this row stays under the utility bar: the count, Filters and Sort are always at hand. */}
          <div className="flex flex-wrap items-center justify-between gap-3 max-lg:sticky max-lg:top-9 max-lg:z-20 max-lg:-mx-4 max-lg:border-b max-lg:border-line max-lg:bg-white max-lg:px-4 max-lg:py-2">
            <h2 id="results-heading" className="text-base font-semibold" aria-live="polite">
              {result.total === 0
                ? `No ${stockNoun(noun, 0)} found`
                : pastEnd
                  ? `${number.format(result.total)} ${stockNoun(noun, result.total)}`
                  : `Showing ${number.format(first)}–${number.format(last)} of ${number.format(result.total)} ${stockNoun(noun, result.total)}`}
            </h2>
            {props.filtersButton}
            {accounts && props.saveSearch && <div>{props.saveSearch}</div>}
            {props.sortForm}
          </div>
          <ActiveFilters chips={chips} hrefFor={hrefFor} clearHref={basePath} />

          {result.cars.length > 0 ? (
            props.grid
          ) : (
            <div className="card mt-6 p-8 text-center">
              {pastEnd ? (
                <>
                  <p className="text-lg font-bold">This page is past the end of the results.</p>
                  <p className="mt-4">
                    <a href={hrefFor({ page: 1 })} className="btn-brand">
                      Go to the first page
                    </a>
                  </p>
                </>
              ) : (
                <>
                  <p className="text-lg font-bold">Nothing matches all of those filters right now.</p>
                  <p className="mt-2 text-muted">
                    Try removing a filter, or call us: new stock arrives every week.
                  </p>
                  <p className="mt-4">
                    <a href={basePath} className="btn-brand">
                      Clear all filters
                    </a>
                  </p>
                </>
              )}
            </div>
          )}

          <PaginationNav
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => hrefFor({ page })}
          />
          {result.cars.length > 0 && (
            <p className="mt-6 text-center lg:hidden">
              <a href="#main" className="font-semibold text-brand-link underline">
                Back to top
              </a>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
