import { z } from "zod";
import { normaliseMake } from "@/domain/stock/canonical-make";
import { CONDITIONS, type SearchFilters } from "@/domain/stock/search-filters";
import type { SortValue } from "@/domain/stock/search-sort";
import { isSortValue } from "@/domain/stock/search-sort";

export type SearchParamsInput =
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined>>;

// Every field catches its own failure, so one bad value is dropped instead of failing the
// whole search: a shopper's hand-edited or stale URL must still show stock.
const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

const digits = (value: string) => value.trim().replace(/,/g, "");

const wholeNumber = (maxDigits: number) =>
  z
    .string()
    .transform(digits)
    .pipe(z.string().regex(new RegExp(`^\\d{1,${maxDigits}}$`)))
    .transform(Number)
    .optional()
    .catch(undefined);

// Dollars in the URL ("25000", "25,000", "$25000.50") become integer cents without going
// through floating point, so 0.29 dollars is exactly 29 cents.
const dollarsToCents = z
  .string()
  .transform((value) => digits(value).replace(/^\$/, ""))
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/))
  .transform((value) => {
    const [whole = "0", fraction = ""] = value.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .optional()
  .catch(undefined);

const year = wholeNumber(4).pipe(z.number().int().min(1886).max(2100).optional()).catch(undefined);

const condition = z
  .array(z.string())
  .transform((values) => {
    const wanted = new Set(values.flatMap((v) => v.split(",")).map((v) => v.trim().toLowerCase()));
    const kept = CONDITIONS.filter((c) => wanted.has(c));
    return kept.length > 0 ? kept : undefined;
  })
  .optional()
  .catch(undefined);

const page = wholeNumber(6).pipe(z.number().int().min(1).optional()).catch(undefined);

// A make in the address is written under its usual name ("vw" → "Volkswagen"), so every
// spelling has one canonical address.
const make = z.string().trim().min(1).max(80).transform(normaliseMake).optional().catch(undefined);

const searchFiltersSchema = z.object({
  make,
  model: text(80),
  condition,
  body: text(80),
  fuel: text(80),
  price_min: dollarsToCents,
  price_max: dollarsToCents,
  year_min: year,
  year_max: year,
  km_min: wholeNumber(7),
  km_max: wholeNumber(7),
  location: text(80),
  transmission: text(80),
  berths_min: wholeNumber(2).pipe(z.number().int().min(1).max(20).optional()).catch(undefined),
  length_min: wholeNumber(2).pipe(z.number().int().min(1).max(30).optional()).catch(undefined),
  length_max: wholeNumber(2).pipe(z.number().int().min(1).max(30).optional()).catch(undefined),
  // Only "yes" filters: learner approved stock. Anything else is no filter.
  lams: z
    .string()
    .transform((v) => (["1", "true", "yes", "on"].includes(v.trim().toLowerCase()) ? true : undefined))
    .optional()
    .catch(undefined),
  cc_min: wholeNumber(5).pipe(z.number().int().min(1).max(10_000).optional()).catch(undefined),
  cc_max: wholeNumber(5).pipe(z.number().int().min(1).max(10_000).optional()).catch(undefined),
  q: text(200),
  sort: z.custom<SortValue>(isSortValue).optional().catch(undefined),
  page,
});

function allValues(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : [...value];
}

function firstNonEmpty(values: readonly string[]): string | undefined {
  return values.find((value) => value.trim() !== "");
}

// A shopper who enters min above max means the range between them.
function ordered(filters: SearchFilters, range: "price" | "year" | "km" | "length" | "cc"): void {
  const low = filters[`${range}_min`];
  const high = filters[`${range}_max`];
  if (low !== undefined && high !== undefined && low > high) {
    filters[`${range}_min`] = high;
    filters[`${range}_max`] = low;
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Stock-search filters from a URL's query. Never throws: invalid values are dropped, the
 * page defaults to 1, and a repeated key uses its first non-empty value (except
 * `condition`, which takes every value and comma lists, e.g. `condition=new,demo`).
 */
export function parseSearchFilters(params: SearchParamsInput): SearchFilters {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(searchFiltersSchema.shape)) {
    const values = allValues(params, key);
    raw[key] = key === "condition" ? (values.length > 0 ? values : undefined) : firstNonEmpty(values);
  }
  const { page, ...rest } = searchFiltersSchema.parse(raw);
  const filters: SearchFilters = { ...withoutUndefined(rest), page: page ?? 1 };
  ordered(filters, "price");
  ordered(filters, "year");
  ordered(filters, "km");
  ordered(filters, "length");
  ordered(filters, "cc");
  return filters;
}
