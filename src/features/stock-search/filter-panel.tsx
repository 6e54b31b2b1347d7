import type { Market } from "@/domain/config/site-config";
import { localeFor } from "@/domain/site/locale";
import type { CarType } from "@/domain/stock/car-facts";
import { conditionLabel } from "@/domain/stock/condition-label";
import { keywordExample } from "@/domain/stock/keyword-search";
import { PRICE_LABEL, type PriceMode } from "@/domain/stock/price-display";
import {
  BERTH_STEPS,
  distanceOptions,
  engineSizeOptions,
  lengthOptions,
  priceOptions,
  type RangeOption,
  yearOptions,
} from "@/domain/stock/range-options";
import { offersFilter, type SearchFilterName, type SearchFilters } from "@/domain/stock/search-filters";
import {
  FacetSelect,
  FilterGroup,
  fieldClass,
  labelClass,
  RangeSelects,
} from "@/features/stock-search/filter-fields";
import type { SearchFacets } from "@/server/stock/search-cars";

/** The facets with a select of their own, each a field of the same name. */
type FacetName = "make" | "model" | "body" | "fuel" | "transmission" | "location";

type RangeFilter = "length" | "engine_size" | "price" | "year" | "km";

function centsToDollars(cents: number | undefined): number | undefined {
  return cents === undefined ? undefined : Math.round(cents / 100);
}

/** The filter form's label and id (the page puts the panel's fields in a SearchForm of these). */
export const FILTER_FORM = { label: "Filter stock", id: "search-filters" } as const;

/**
 * Every shopper filter: the fields of one GET form (SearchForm around them, as
 * FILTER_FORM). Facet selects show counts that apply all the other filters. A page whose slug
 * fixes the condition shows no condition choice.
 */
export function FilterPanel({
  filters,
  facets,
  total,
  market,
  preOwnedWording,
  fixedCondition,
  priceMode,
  template,
  searchFilters,
}: {
  filters: SearchFilters;
  facets: SearchFacets;
  total: number;
  market: Market;
  preOwnedWording: boolean;
  fixedCondition: boolean;
  /** Rental and subscription fleets: rates, and no new/used/demo choice (a fleet is one kind). */
  priceMode: PriceMode;
  template: string;
  /** The site's stock.search_filters: the filters it offers (none: all of them). */
  searchFilters: readonly SearchFilterName[];
}) {
  const { locale, distance_unit } = localeFor(market);
  const offers = offersFilter(searchFilters, filters, template);
  const conditionValues = facets.condition.filter(
    (c) => c.count > 0 || filters.condition?.includes(c.value as CarType),
  );
  const locations = facets.location.filter((l) => l.count > 0 || l.value === filters.location);
  /** A facet's select: its id and field named after the facet, its counts from the facets. */
  const facet = (name: FacetName, label: string, allLabel: string) =>
    offers(name) && (
      <FacetSelect
        id={`filter-${name}`}
        name={name}
        label={label}
        allLabel={allLabel}
        values={facets[name]}
        selected={filters[name]}
      />
    );
  /** The range filters: a min and a max select under one legend, named `{param}_min`, `{param}_max`. */
  const ranges: Record<
    RangeFilter,
    { param: string; legend: string; min?: number; max?: number; options: () => RangeOption[] }
  > = {
    length: {
      param: "length",
      legend: "Length",
      min: filters.length_min,
      max: filters.length_max,
      options: () => lengthOptions(),
    },
    engine_size: {
      param: "cc",
      legend: "Engine size",
      min: filters.cc_min,
      max: filters.cc_max,
      options: () => engineSizeOptions(locale),
    },
    price: {
      param: "price",
      legend: PRICE_LABEL[priceMode],
      min: centsToDollars(filters.price_min),
      max: centsToDollars(filters.price_max),
      options: () => priceOptions(facets.bounds.price_max, locale, priceMode),
    },
    year: {
      param: "year",
      legend: "Year",
      min: filters.year_min,
      max: filters.year_max,
      options: () => yearOptions(facets.bounds.year_min, facets.bounds.year_max).reverse(),
    },
    km: {
      param: "km",
      legend: distance_unit === "mi" ? "Miles" : "Kilometres",
      min: filters.km_min,
      max: filters.km_max,
      options: () => distanceOptions(facets.bounds.km_max, distance_unit, locale),
    },
  };
  const range = (filter: RangeFilter) => {
    const { param, legend, min, max, options } = ranges[filter];
    return (
      offers(filter) && (
        <RangeSelects
          idPrefix={`filter-${param}`}
          legend={legend}
          minName={`${param}_min`}
          maxName={`${param}_max`}
          minValue={min}
          maxValue={max}
          options={options()}
        />
      )
    );
  };
  return (
    <>
      {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
      <FilterGroup>
        {offers("q") && (
          <label htmlFor="filter-q" className={labelClass}>
            Keyword
            <input
              id="filter-q"
              type="search"
              name="q"
              defaultValue={filters.q ?? ""}
              placeholder={keywordExample(facets.model, template)}
              className={fieldClass}
            />
          </label>
        )}
        {offers("condition") && !fixedCondition && priceMode === "sale" && conditionValues.length > 0 && (
          <fieldset>
            <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">
              Condition
            </legend>
            <div className="flex flex-wrap gap-2">
              {conditionValues.map((c) => {
                const checked = filters.condition?.includes(c.value as CarType) ?? false;
                return (
                  <label
                    key={c.value}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-line bg-white px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:checked]:font-semibold"
                  >
                    <input
                      type="checkbox"
                      name="condition"
                      value={c.value}
                      defaultChecked={checked}
                      className="size-4 accent-[var(--brand)]"
                    />
                    {conditionLabel(c.value as CarType, preOwnedWording)}
                    <span className="text-muted">({c.count})</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        {facet("make", "Make", "All makes")}
        {facet("model", "Model", filters.make ? `All ${filters.make} models` : "All models")}
        {facet("body", "Body type", "All body types")}
        {offers("berths") && (
          <label htmlFor="filter-berths" className={labelClass}>
            Berths
            <select
              id="filter-berths"
              name="berths_min"
              defaultValue={filters.berths_min === undefined ? "" : String(filters.berths_min)}
              className={fieldClass}
            >
              <option value="">Any number of berths</option>
              {[...new Set([...BERTH_STEPS, ...(filters.berths_min ? [filters.berths_min] : [])])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={n}>
                    Sleeps {n} or more
                  </option>
                ))}
            </select>
          </label>
        )}
        {range("length")}
        {offers("lams") && (
          <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name="lams"
              value="1"
              defaultChecked={filters.lams === true}
              className="size-4 accent-[var(--brand)]"
            />
            LAMS approved only (learner riders)
          </label>
        )}
        {range("engine_size")}
        {range("price")}
        {range("year")}
        {range("km")}
        {facet("fuel", "Fuel", "All fuel types")}
        {facet("transmission", "Transmission", "All transmissions")}
        {(locations.length > 1 || filters.location) && facet("location", "Location", "All locations")}
        {/* In the phone's filter sheet the button stays at the bottom of the screen. */}
        <div className="max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:border-t max-lg:border-line max-lg:bg-white max-lg:px-4 max-lg:py-3">
          <button type="submit" className="btn-brand w-full py-3">
            Show {total} {total === 1 ? "result" : "results"}
          </button>
        </div>
      </FilterGroup>
    </>
  );
}
