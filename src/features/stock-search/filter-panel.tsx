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
import { SearchForm } from "@/features/stock-search/search-form";
import type { SearchFacets } from "@/server/stock/search-cars";

function centsToDollars(cents: number | undefined): number | undefined {
  return cents === undefined ? undefined : Math.round(cents / 100);
}

/**
 * Every shopper filter as one GET form. Facet selects show counts that apply all the other
 * filters. A page whose slug fixes the condition shows no condition choice.
 */
export function FilterPanel({
  action,
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
  action: string;
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
  return (
    <SearchForm action={action} label="Filter stock" id="search-filters">
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
        {offers("make") && (
          <FacetSelect
            id="filter-make"
            name="make"
            label="Make"
            allLabel="All makes"
            values={facets.make}
            selected={filters.make}
          />
        )}
        {offers("model") && (
          <FacetSelect
            id="filter-model"
            name="model"
            label="Model"
            allLabel={filters.make ? `All ${filters.make} models` : "All models"}
            values={facets.model}
            selected={filters.model}
          />
        )}
        {offers("body") && (
          <FacetSelect
            id="filter-body"
            name="body"
            label="Body type"
            allLabel="All body types"
            values={facets.body}
            selected={filters.body}
          />
        )}
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
        {offers("length") && (
          <RangeSelects
            idPrefix="filter-length"
            legend="Length"
            minName="length_min"
            maxName="length_max"
            minValue={filters.length_min}
            maxValue={filters.length_max}
            options={lengthOptions()}
          />
        )}
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
        {offers("engine_size") && (
          <RangeSelects
            idPrefix="filter-cc"
            legend="Engine size"
            minName="cc_min"
            maxName="cc_max"
            minValue={filters.cc_min}
            maxValue={filters.cc_max}
            options={engineSizeOptions(locale)}
          />
        )}
        {offers("price") && (
          <RangeSelects
            idPrefix="filter-price"
            legend={PRICE_LABEL[priceMode]}
            minName="price_min"
            maxName="price_max"
            minValue={centsToDollars(filters.price_min)}
            maxValue={centsToDollars(filters.price_max)}
            options={priceOptions(facets.bounds.price_max, locale, priceMode)}
          />
        )}
        {offers("year") && (
          <RangeSelects
            idPrefix="filter-year"
            legend="Year"
            minName="year_min"
            maxName="year_max"
            minValue={filters.year_min}
            maxValue={filters.year_max}
            options={yearOptions(facets.bounds.year_min, facets.bounds.year_max).reverse()}
          />
        )}
        {offers("km") && (
          <RangeSelects
            idPrefix="filter-km"
            legend={distance_unit === "mi" ? "Miles" : "Kilometres"}
            minName="km_min"
            maxName="km_max"
            minValue={filters.km_min}
            maxValue={filters.km_max}
            options={distanceOptions(facets.bounds.km_max, distance_unit, locale)}
          />
        )}
        {offers("fuel") && (
          <FacetSelect
            id="filter-fuel"
            name="fuel"
            label="Fuel"
            allLabel="All fuel types"
            values={facets.fuel}
            selected={filters.fuel}
          />
        )}
        {offers("transmission") && (
          <FacetSelect
            id="filter-transmission"
            name="transmission"
            label="Transmission"
            allLabel="All transmissions"
            values={facets.transmission}
            selected={filters.transmission}
          />
        )}
        {offers("location") && (locations.length > 1 || filters.location) && (
          <FacetSelect
            id="filter-location"
            name="location"
            label="Location"
            allLabel="All locations"
            values={facets.location}
            selected={filters.location}
          />
        )}
        {/* In the phone's filter sheet the button stays at the bottom of the screen. */}
        <div className="max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:border-t max-lg:border-line max-lg:bg-white max-lg:px-4 max-lg:py-3">
          <button type="submit" className="btn-brand w-full py-3">
            Show {total} {total === 1 ? "result" : "results"}
          </button>
        </div>
      </FilterGroup>
    </SearchForm>
  );
}
