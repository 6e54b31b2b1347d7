import type { Market } from "@/domain/config/site-config";
import { formatDistance, localeFor } from "@/domain/site/locale";
import type { CarType } from "@/domain/stock/car-facts";
import { conditionLabel } from "@/domain/stock/condition-label";
import { formatPrice } from "@/domain/stock/format-price";
import type { SearchFilters } from "@/domain/stock/search-filters";

interface Chip {
  key: string;
  label: string;
  change: Partial<SearchFilters>;
}

function range<T>(min: T | undefined, max: T | undefined, show: (v: T) => string): string | null {
  if (min !== undefined && max !== undefined) return `${show(min)} – ${show(max)}`;
  if (min !== undefined) return `From ${show(min)}`;
  if (max !== undefined) return `Up to ${show(max)}`;
  return null;
}

export function activeFilterChips(filters: SearchFilters, market: Market, preOwnedWording: boolean): Chip[] {
  const { locale } = localeFor(market);
  const chips: Chip[] = [];
  if (filters.q) chips.push({ key: "q", label: `“${filters.q}”`, change: { q: undefined } });
  const conditions = filters.condition ?? [];
  for (const c of conditions) {
    const rest = conditions.filter((x) => x !== c);
    chips.push({
      key: `condition-${c}`,
      label: conditionLabel(c as CarType, preOwnedWording),
      change: { condition: rest.length > 0 ? rest : undefined },
    });
  }
  if (filters.make)
    chips.push({ key: "make", label: filters.make, change: { make: undefined, model: undefined } });
  if (filters.model) chips.push({ key: "model", label: filters.model, change: { model: undefined } });
  if (filters.body) chips.push({ key: "body", label: filters.body, change: { body: undefined } });
  const price = range(filters.price_min, filters.price_max, (v) => formatPrice(v, locale));
  if (price)
    chips.push({ key: "price", label: price, change: { price_min: undefined, price_max: undefined } });
  const year = range(filters.year_min, filters.year_max, String);
  if (year) chips.push({ key: "year", label: year, change: { year_min: undefined, year_max: undefined } });
  const km = range(filters.km_min, filters.km_max, (v) => formatDistance(v, market));
  if (km) chips.push({ key: "km", label: km, change: { km_min: undefined, km_max: undefined } });
  if (filters.fuel) chips.push({ key: "fuel", label: filters.fuel, change: { fuel: undefined } });
  if (filters.transmission) {
    chips.push({ key: "transmission", label: filters.transmission, change: { transmission: undefined } });
  }
  if (filters.location)
    chips.push({ key: "location", label: filters.location, change: { location: undefined } });
  if (filters.berths_min !== undefined)
    chips.push({ key: "berths", label: `Sleeps ${filters.berths_min}+`, change: { berths_min: undefined } });
  const length = range(filters.length_min, filters.length_max, (v) => `${v} m`);
  if (length)
    chips.push({ key: "length", label: length, change: { length_min: undefined, length_max: undefined } });
  if (filters.lams) chips.push({ key: "lams", label: "LAMS approved", change: { lams: undefined } });
  const cc = range(filters.cc_min, filters.cc_max, (v) => `${new Intl.NumberFormat(locale).format(v)} cc`);
  if (cc) chips.push({ key: "cc", label: cc, change: { cc_min: undefined, cc_max: undefined } });
  return chips;
}

/** The applied filters as removable chips (plain links), plus "Clear all". */
export function ActiveFilters({
  chips,
  hrefFor,
  clearHref,
}: {
  chips: Chip[];
  hrefFor: (change: Partial<SearchFilters>) => string;
  clearHref: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Applied filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={hrefFor(chip.change)}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand/30 bg-brand/5 py-1 pl-3 pr-2 text-sm font-semibold text-brand-link hover:bg-brand/10"
            >
              {chip.label}
              <span className="sr-only">(remove filter)</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
                <path
                  fill="currentColor"
                  d="M6.3 5.3a1 1 0 0 1 1.4 0L10 7.6l2.3-2.3a1 1 0 1 1 1.4 1.4L11.4 9l2.3 2.3a1 1 0 0 1-1.4 1.4L10 10.4l-2.3 2.3a1 1 0 0 1-1.4-1.4L8.6 9 6.3 6.7a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </a>
          </li>
        ))}
      </ul>
      <a href={clearHref} className="text-sm font-semibold text-muted underline hover:text-brand-link">
        Clear all
      </a>
    </div>
  );
}
