import { z } from "zod";
import { SITE_FONTS } from "@/domain/brand/fonts";
import { HERO_STYLES, MARKETS, SITE_TEMPLATES, weekdayHours } from "@/domain/config/site-config";
import { AA_NON_TEXT, AA_TEXT, contrastRatio, inkFor } from "@/domain/config/theme";

/**
 * What the console takes to onboard a dealer without code: a dealer group, a dealership, a
 * location and a site. Every field is bounded and every message names what is wrong; the
 * server parses with these schemas at the boundary.
 */

const name = z.string().trim().min(1, "is required").max(120, "must be at most 120 characters");

/** A slug: a DNS label (a site's slug is also its platform subdomain). */
const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "must be at least 2 characters")
  .max(63, "must be at most 63 characters")
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "must be lower-case letters, digits and hyphens");

const phone = z
  .string()
  .trim()
  .max(40, "must be at most 40 characters")
  .regex(/^[0-9+()\s.-]*$/, "must be digits, spaces and + ( ) . -");
const optionalPhone = phone.nullish().transform((v) => (v ? v : null));
const email = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  .email("must be an email address")
  .nullish()
  .or(z.literal("").transform(() => null));

export const dealerGroupInput = z.object({ name, slug: slugSchema }).strict();

export const dealershipInput = z
  .object({
    name,
    slug: slugSchema,
    dealer_group_id: z.number().int().positive().max(2_147_483_647).nullable(),
    phone: optionalPhone,
    email,
  })
  .strict();

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const locationInput = z
  .object({
    name,
    slug: slugSchema,
    location_type: z.enum(["sales", "service", "parts"]).default("sales"),
    street: text(200).min(1, "is required"),
    city: text(100).min(1, "is required"),
    state: text(60).min(1, "is required"),
    postcode: text(12).regex(/^[A-Za-z0-9 -]*$/, "must be letters, digits, spaces and hyphens"),
    phone: optionalPhone,
    mobile: optionalPhone,
    email,
    /** Sunday first, seven days, with the same rule as the site's own opening hours. */
    opening_hours: z
      .array(weekdayHours)
      .length(7, "must give all seven days, Sunday first")
      .superRefine((days, ctx) => {
        days.forEach((day, i) => {
          if (day.status !== "open") return;
          if (!day.open || !day.close) {
            ctx.addIssue({
              code: "custom",
              path: [i],
              message: "an open day needs an opening and a closing time",
            });
          } else if (day.open >= day.close) {
            ctx.addIssue({ code: "custom", path: [i], message: "must close after it opens" });
          }
        });
      }),
    lat: z
      .number({ error: "must be a number" })
      .min(-90, "must be between -90 and 90")
      .max(90, "must be between -90 and 90"),
    long: z
      .number({ error: "must be a number" })
      .min(-180, "must be between -180 and 180")
      .max(180, "must be between -180 and 180"),
    time_zone: z
      .string()
      .max(64)
      .refine(isTimeZone, "must be an IANA time zone such as Australia/Sydney")
      .default("Australia/Sydney"),
  })
  .strict();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

/**
 * The brand code's contrast rule, applied before a site is made: each colour gets the ink
 * the shell would put on it (inkFor) and must reach AA for text (4.5:1) with it, and the
 * brand colour must stand out from the white page like an interface part (3:1), so its
 * buttons and header are not lost. Empty when the colours pass, else each field's message.
 */
export function themeContrastProblems(theme: { primary: string; accent: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of ["primary", "accent"] as const) {
    const colour = theme[key];
    const ratio = contrastRatio(colour, inkFor(colour));
    if (ratio < AA_TEXT) problems[key] = `gives text a contrast of ${ratio.toFixed(1)}:1; it needs 4.5:1`;
  }
  const onWhite = contrastRatio(theme.primary, "#ffffff");
  if (!problems.primary && onWhite < AA_NON_TEXT) {
    problems.primary = `is too pale on the white page (${onWhite.toFixed(1)}:1); it needs 3:1`;
  }
  return problems;
}

/** A domain name of the dealer's own (lower-case, no scheme, port or path). */
const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, "must be at most 253 characters")
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    "must be a domain name such as www.example.com.au",
  );

/** A theme colour, checked alone with its part of the contrast rule (so every field's error shows at once). */
function brandColour(key: "primary" | "accent") {
  return hexColour.superRefine((colour, ctx) => {
    const pair =
      key === "primary" ? { primary: colour, accent: "#000000" } : { primary: "#000000", accent: colour };
    const problem = themeContrastProblems(pair)[key];
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

export const siteInput = z
  .object({
    name,
    slug: slugSchema,
    /** The dealer's own domain; the site also answers on {slug}.{platform domain}. */
    domain_name: domainName.nullish().or(z.literal("").transform(() => null)),
    dealership_id: z.number().int().positive().max(2_147_483_647),
    template: z.enum(SITE_TEMPLATES),
    market: z.enum(MARKETS),
    theme: z
      .object({
        primary: brandColour("primary"),
        accent: brandColour("accent"),
        font: z.enum(SITE_FONTS),
        hero_style: z.enum(HERO_STYLES).default("showroom"),
        tagline: text(160).default(""),
      })
      .strict(),
  })
  .strict();
