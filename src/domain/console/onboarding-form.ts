import { WEEKDAY_NAMES } from "@/domain/site/opening-hours";

/**
 * The console's onboarding forms, as pure rules: what a step's text fields turn into for the
 * API, and how the API's field errors map back onto the fields the member sees.
 */

type Values = Record<string, string>;

/** A new location's default hours, Sunday first: closed Sunday, 08:00–17:00 weekdays, 08:30–12:30 Saturday. */
export const DEFAULT_HOURS: Values = Object.fromEntries(
  WEEKDAY_NAMES.flatMap((_, day) => [
    [`open_${day}`, day === 0 ? "" : day === 6 ? "08:30" : "08:00"],
    [`close_${day}`, day === 0 ? "" : day === 6 ? "12:30" : "17:00"],
  ]),
);

type DayHours = { status: "closed" } | { status: "open"; open: string; close: string };

/** The seven days' hours from the form's open_N/close_N times: a day with both empty is closed. */
export function openingHoursFromValues(values: Values): DayHours[] {
  return WEEKDAY_NAMES.map((_, i) => {
    const open = values[`open_${i}`] ?? "";
    const close = values[`close_${i}`] ?? "";
    return open === "" && close === "" ? { status: "closed" } : { status: "open", open, close };
  });
}

/** A map coordinate typed as text: empty is null (the API says it is required), else a number. */
function coordinate(value: string | undefined): number | null {
  return value === undefined || value === "" ? null : Number(value);
}

/** The body of POST dealerships/{id}/locations from the location step's values. */
export function locationBody(values: Values) {
  const { name, slug, location_type, street, city, state, postcode, phone, mobile, email, time_zone } =
    values;
  return {
    name,
    slug,
    location_type,
    street,
    city,
    state,
    postcode,
    phone,
    mobile,
    email,
    time_zone,
    lat: coordinate(values.lat),
    long: coordinate(values.long),
    opening_hours: openingHoursFromValues(values),
  };
}

/** The API names an hours error by its day (opening_hours.3): it is shown on that day's opening time. */
export function locationFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k.replace(/^opening_hours\.(\d)(\..*)?$/, "open_$1"), v]),
  );
}

/** The body of POST sites: the theme's fields go under `theme`. */
export function siteBody(values: Values, dealershipId: string) {
  const { primary, accent, font, hero_style, tagline, ...site } = values;
  return {
    ...site,
    dealership_id: Number(dealershipId),
    theme: { primary, accent, font, hero_style, tagline },
  };
}

/** The API names a theme error theme.primary: it is shown on the primary field. */
export function siteFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^theme\./, ""), v]));
}

/** The dealership a step is for: the member's choice while it exists, else the latest (the one just made). */
export function chosenDealership(dealerships: readonly { id: number }[], chosen: string): string {
  const latest = dealerships.reduce<{ id: number } | null>((a, d) => (a && a.id > d.id ? a : d), null);
  return chosen && dealerships.some((d) => String(d.id) === chosen) ? chosen : String(latest?.id ?? "");
}

/** Bytes as base64, in 32 KiB slices so a 1 MB logo does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The location step's values when it opens: a sales location in Sydney, the default hours. */
export const LOCATION_START: Values = {
  name: "",
  slug: "sales",
  location_type: "sales",
  street: "",
  city: "",
  state: "",
  postcode: "",
  phone: "",
  mobile: "",
  email: "",
  lat: "",
  long: "",
  time_zone: "Australia/Sydney",
  ...DEFAULT_HOURS,
};

/** The site step's values when it opens: the dealer template for Australia, a navy and red theme. */
export const SITE_START: Values = {
  name: "",
  slug: "",
  domain_name: "",
  template: "dealer",
  market: "AU",
  primary: "#0b3d91",
  accent: "#b00020",
  font: "system",
  hero_style: "showroom",
  tagline: "",
};

/** What POST dealerships/{id}/import answers: the counts, or the error and the wrong rows. */
export interface ImportAnswer {
  imported?: { total: number; created: number; updated: number };
  error?: { message: string; fields?: Record<string, string> };
  rows?: Array<{ where: string; fields: Record<string, string> }>;
}

/**
 * The import step after an answer (`body` null when none came or it was not JSON): the
 * message, the fields to mark and the rows to list.
 */
export function importOutcome(ok: boolean, body: ImportAnswer | null) {
  if (ok && body?.imported) {
    const { total, created, updated } = body.imported;
    return {
      message: { kind: "ok" as const, text: `Imported ${total} cars: ${created} new, ${updated} updated.` },
      errors: {},
      rows: [],
    };
  }
  return {
    message: { kind: "error" as const, text: body?.error?.message ?? "The import failed. Try again." },
    errors: body?.error?.fields ?? {},
    rows: body?.rows ?? [],
  };
}
