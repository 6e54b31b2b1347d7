import { z } from "zod";
import { SITE_FONTS } from "@/domain/brand/fonts";
import { LOGO_MARKS } from "@/domain/brand/logo";
import { defined } from "@/domain/defined";
import { UTM_PARAMS } from "@/domain/leads/attribution";
import { DEFAULT_IMAGE_QUALITY, LOW_IMAGE_QUALITY } from "@/domain/site/timings";
import { SEARCH_FILTER_NAMES } from "@/domain/stock/search-filters";

/**
 * The website configuration document: every per-dealer rule of the spec is a typed field
 * here, so no code ever branches on a dealer's slug or name. Identity and lookup fields
 * (slug, domain_name, template, market, dealership_id, ...) are columns of `websites`;
 * this document holds the long tail and is validated on every write.
 */

export const SITE_TEMPLATES = [
  "dealer",
  "group",
  "used",
  "motorcycle",
  "camper",
  "range",
  "manufacturer",
  "rental",
  "subscription",
  "truck",
] as const;
export type SiteTemplateName = (typeof SITE_TEMPLATES)[number];

export const MARKETS = ["AU", "NZ", "US"] as const;

/**
 * A third-party provider's address: a path on the site's own host (the platform's local
 * stand-ins) or an https URL. Anything else (http, javascript:, protocol-relative) is refused.
 */
const providerUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\/(?![/\\])|https:\/\/[^/\s]+)\S*$/, "must be a path on this site or an https URL");

export const HERO_STYLES = ["showroom", "outdoors", "track", "city", "coast", "highway"] as const;
export type Market = (typeof MARKETS)[number];

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");
const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a path starting with /");
const url = z.string().url();

const LEAD_CHANNELS = ["leads", "car-clarity"] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
const leadChannel = z.enum(LEAD_CHANNELS).default("leads");

/** One place a site's leads are delivered (config.lead_destinations; an outbox row's destination). */
export const leadDestinationSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("email"),
      to: z.array(z.string().email()).min(1),
      channel: leadChannel,
    })
    .strict(),
  z.object({ kind: z.literal("adf"), to: z.string().email(), channel: leadChannel }).strict(),
  z.object({ kind: z.literal("webhook"), url, secret: z.string().min(16), channel: leadChannel }).strict(),
]);

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}
const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({ label: z.string().min(1), href: z.string().min(1), children: z.array(navItem).optional() }),
);

export const weekdayHours = z.object({
  status: z.enum(["open", "closed"]),
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
});

const SORT_VALUES = [
  "relevance",
  "latest",
  "price-desc",
  "price-asc",
  "subscription-price",
  "km-desc",
  "km-asc",
] as const;

export const VEHICLE_ACTIONS = [
  "call",
  "phone_reveal",
  "finance",
  "enquire",
  "test_drive",
  "trade_in",
  "reserve",
  "buy_online",
  "whatsapp",
  "chat",
  "history_report",
  "vehicle_location",
  "assistant_chat",
] as const;
export type VehicleAction = (typeof VEHICLE_ACTIONS)[number];

const stockScope = z
  .object({
    /** Only cars in these cities (three sites in one region filter by city). */
    cities: z.array(z.string().min(1)).default([]),
    /** Minimum photo count for a car to be listed (one used-car site requires 3). */
    min_photos: z.number().int().min(0).default(0),
    /** Only these makes (manufacturer sites on one dealership filter by make). */
    makes: z.array(z.string().min(1)).default([]),
    /** Cars at these location ids are never listed (e.g. one group excludes location 2919). */
    exclude_location_ids: z.array(z.number().int()).default([]),
    /** Cars of this seller (dealership id) are restricted to new stock. */
    new_only_seller_id: z.number().int().nullable().default(null),
    /** Used stock of these makes is always OR-ed in, whatever the other scope rules say. */
    used_always_for_makes: z.array(z.string().min(1)).default([]),
    /** Market exclusion: new and demo cars of this make are not listed. */
    exclude_new_demo_for_make: z.string().min(1).nullable().default(null),
    /** Regional make names mapped to canonical ones, e.g. {"Mercedes": "Mercedes-Benz"}. */
    make_aliases: z.record(z.string(), z.string()).default({}),
    /** Preset query string applied to every search on this site, e.g. "condition=used". */
    preset_query: z.string().default(""),
  })
  .strict();

/** A location's slug as the site's locations have them. */
const locationSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "must be a location slug");

/**
 * One vehicle ad feed (issue 32): whether the site serves it, and the UTM values appended to
 * every vehicle link in it (so the dealer's analytics can tell a feed's clicks apart).
 */
const adFeed = z
  .object({
    enabled: z.boolean().default(true),
    utm: z
      .partialRecord(
        z.enum(UTM_PARAMS),
        z
          .string()
          .trim()
          .min(1)
          .max(100)
          .regex(/^[\p{L}\p{N} ._~+-]+$/u, "must be letters, digits, spaces and . _ ~ + -"),
      )
      .default({}),
  })
  .strict()
  .prefault({});

export const siteConfigSchema = z
  .object({
    theme: z
      .object({
        primary: hexColour
          .describe("The brand colour: header, buttons and links (kept readable against white and its ink).")
          .default("#0b3d91"),
        accent: hexColour.describe("The second colour: highlights and call-to-action buttons.").default("#f5a623"),
        /** Picks the hero art and tone of the shell; independent of the template's rules. */
        hero_style: z.enum(HERO_STYLES).describe("The home page hero's art and tone.").default("showroom"),
        /**
         * The shape of the generated logo (mark and name) for a site without a logo file of its
         * own; null keeps the initials mark. The favicon is drawn from the same mark.
         */
        logo_mark: z.enum(LOGO_MARKS).nullable().default(null),
        /** The typeface, from the small set bundled with the platform (no font is fetched elsewhere). */
        font: z.enum(SITE_FONTS).describe("The typeface, from the set bundled with the platform.").default("system"),
        tagline: z.string().describe("A short line under the site's name.").default(""),
      })
      .strict()
      .describe("Colours, typeface and hero of the site.")
      .prefault({}),
    social_urls: z
      .partialRecord(z.enum(["facebook", "instagram", "youtube", "tiktok", "linkedin", "x"]), url)
      .default({}),
    /** Site-wide opening hours by weekday 0-6 (0 = Sunday); falls back to the spec's default. */
    opening_hours: z.array(weekdayHours).length(7).nullable().default(null),
    /**
     * The town and state the site says it is in: its footer's signature and the home page's
     * structured data (AutoDealer address). Null: the primary location's stand in.
     */
    address: z.object({ city: z.string(), state: z.string() }).strict().nullable().default(null),
    navigation: z
      .object({ header: z.array(navItem).default([]), footer: z.array(navItem).default([]) })
      .strict()
      .prefault({}),

    analytics: z
      .object({
        gtm_id: z.string().nullable().default(null),
        ga_id: z.string().nullable().default(null),
        pixel_id: z.string().nullable().default(null),
        /**
         * A site's own address for a script, in place of the vendor's documented one (a
         * server-side tagging host, say). Unset, each id loads from its vendor, or from the
         * platform's stand-in on a local platform domain (domain/site/third-party.ts).
         */
        tag_manager_url: z.string().nullable().default(null),
        analytics_url: z.string().nullable().default(null),
        pixel_url: z.string().nullable().default(null),
        /** Send the section 3 "Analytics event" to the events endpoint (only some sites do). */
        events_endpoint: z.boolean().default(false),
        /**
         * Issue 32: "off" loads the tags as every site does (after the first interaction or
         * 3 s); "banner" asks the shopper first, holds every tag until they accept, and tells
         * Google's tags the consent state (consent mode: denied by default, granted on accept).
         */
        consent: z.enum(["off", "banner"]).default("off"),
      })
      .strict()
      .prefault({}),
    chat: z
      .object({
        provider: z.enum(["none", "text-us", "live-chat"]).default("none"),
        script_url: z.string().nullable().default(null),
        key: z.string().nullable().default(null),
        /** The text-us popup shown 3 s after load. */
        popup: z.boolean().default(false),
        hide_on_paths: z.array(sitePath).default([]),
        hide_on_careers: z.boolean().default(false),
        /**
         * SPEC 2 "open an assistant chat": the assistant provider (none: no assistant action).
         * A forecourt-assistant provider's script defines window.ForecourtAssistant (see
         * features/vehicle/assistant-button.tsx); it is loaded from assistant_url on the click,
         * talks to assistant_api_url and identifies the dealer with assistant_key.
         */
        assistant_provider: z.enum(["none", "forecourt-assistant"]).default("none"),
        assistant_url: providerUrl.nullable().default(null),
        assistant_api_url: providerUrl.nullable().default(null),
        assistant_key: z.string().trim().min(1).max(200).nullable().default(null),
        whatsapp_number: z.string().nullable().default(null),
      })
      .strict()
      .superRefine((chat, ctx) => {
        if (chat.assistant_provider === "none") return;
        for (const field of ["assistant_url", "assistant_api_url", "assistant_key"] as const) {
          if (chat[field] === null) {
            ctx.addIssue({
              code: "custom",
              path: [field],
              message: `is required by the ${chat.assistant_provider} provider`,
            });
          }
        }
      })
      .prefault({}),

    commerce: z
      .object({
        payment_provider: z.enum(["stripe", "windcave", "adyen"]).nullable().default(null),
        /**
         * The lender the site's finance applications go to: the finance and pre-approval pages
         * name it, and each finance lead carries it (`finance_provider`) to the dealer.
         */
        finance_provider: z.string().nullable().default(null),
        checkout_enabled: z.boolean().default(false),
        /** Some sites let coming-soon cars be reserved as well as in-stock ones. */
        checkout_allows_coming_soon: z.boolean().default(false),
        /** /cars/{slug}/checkout by default; one variant uses /cars/{slug}/buy-online. */
        reserve_path: z.enum(["checkout", "buy-online"]).default("checkout"),
        /** A reserved car the dealer sells: the deposit is kept (part of the sale) or refunded. */
        deposit_when_sold: z.enum(["keep", "refund"]).default("keep"),
        /** A reservation the dealer releases without selling the car: the deposit is refunded or kept. */
        deposit_when_released: z.enum(["keep", "refund"]).default("refund"),
        trade_in_valuation: z.boolean().default(false),
        /** Finance pre-approval links go to /finance unless this is on. */
        finance_preapproval: z.boolean().default(false),
        finance_path: z
          .enum(["/finance", "/finance-enquiry", "/apply-for-finance", "/finance-the-dream"])
          .default("/finance"),
      })
      .strict()
      .prefault({}),

    stock: z
      .object({
        include_sold_cars_days: z.number().int().min(0).max(365).default(3),
        default_search_path: sitePath.nullable().default(null),
        default_sort: z.enum(SORT_VALUES).default("relevance"),
        subscription_sort: z.boolean().default(false),
        /** The filters the search page offers (SPEC 2); none configured offers them all. */
        search_filters: z.array(z.enum(SEARCH_FILTER_NAMES)).default([]),
        search_categories: z.array(z.object({ label: z.string(), href: sitePath }).strict()).default([]),
        scope: stockScope.prefault({}),
        show_fuel_tag: z.boolean().default(true),
        /** Used certified cars show the maker's certified logo (one manufacturer template). */
        certified_logo: z.boolean().default(false),
        /** The certified programme's logo: a path on the site or an https URL; none = the platform's drawn mark. */
        certified_logo_url: providerUrl.nullable().default(null),
        /** The programme's name, the logo's alt text ("Mazda Approved Pre-Owned"). */
        certified_programme: z.string().trim().min(1).max(80).default("Certified pre-owned"),
      })
      .strict()
      .prefault({}),

    /**
     * Vehicle ad feeds (issue 32): Google's vehicle ads feed at /feeds/google-vehicles.xml and
     * Meta's automotive catalog at /feeds/meta-vehicles.csv, from the site's stock scope. A
     * hire or subscription site has none (its vehicles are not for sale).
     */
    feeds: z
      .object({
        google: adFeed,
        meta: adFeed,
        /** What a demonstrator is to the ad platforms: registered and driven, so "used" by default. */
        demo_condition: z.enum(["new", "used"]).default("used"),
        /** Makes left out of the feeds (as the stock names them, make aliases applied). */
        exclude_makes: z.array(z.string().trim().min(1).max(60)).max(100).default([]),
        /** Locations (by slug) whose vehicles are left out of the feeds. */
        exclude_locations: z.array(locationSlug).max(100).default([]),
        /**
         * Google's store code per location slug: it must match the location's code in the
         * dealer's Business Profile. A location without one sends its slug.
         */
        store_codes: z
          .record(locationSlug, z.string().trim().min(1).max(64))
          .refine((codes) => Object.keys(codes).length <= 100, "holds at most 100 locations")
          .default({}),
      })
      .strict()
      .prefault({}),

    specifications: z
      .object({
        just_arrived_days: z.number().int().min(0).max(365).default(8),
        just_arrived_tag_name: z.string().min(1).default("JUST ARRIVED"),
        sold_tag_name: z.string().min(1).default("JUST SOLD"),
      })
      .strict()
      .prefault({}),
    labels: z
      .object({
        no_price_text: z.string().min(1).default("Enquire for price."),
        /** One dealer group shows 'pre-owned' for used. */
        pre_owned_wording: z.boolean().default(false),
        vehicle_noun: z.string().min(1).nullable().default(null),
        /**
         * What the price includes, listed beside every price and on the home page: a hire
         * company's "Unlimited kilometres", a subscription's "Registration" and "Servicing".
         */
        price_includes: z.array(z.string().trim().min(1).max(60)).max(8).default([]),
        /**
         * Words after a sale price whose feed gives no drive-away price ('Drive away' at a
         * used-car yard whose prices include on-road costs); null says nothing.
         */
        price_qualifier: z.string().trim().min(1).max(40).nullable().default(null),
      })
      .strict()
      .prefault({}),

    links: z
      .object({
        use_pages_path: z.boolean().default(false),
        /** Prefix rewrites, e.g. [{from: "/blog", to: "/news"}]. */
        rewrites: z.array(z.object({ from: sitePath, to: sitePath }).strict()).default([]),
        manufacturer_base_domain: z
          .object({ from: z.string().min(1), to: z.string().min(1) })
          .nullable()
          .default(null),
        prefetch_my_garage: z.boolean().default(true),
        prefetch_our_locations: z.boolean().default(true),
      })
      .strict()
      .prefault({}),

    actions: z
      .array(z.enum(VEHICLE_ACTIONS))
      .default([
        "call",
        "phone_reveal",
        "finance",
        "enquire",
        "test_drive",
        "history_report",
        "vehicle_location",
      ]),
    /** Phone numbers are masked until revealed, unless the site shows them at once. */
    phone_display: z.enum(["reveal", "show"]).default("reveal"),
    /** Saved cars live at /my-garage?tab=saved-cars, or a dealer-specific my-area at /saved. */
    saved_cars_path: z.enum(["/my-garage?tab=saved-cars", "/saved"]).default("/my-garage?tab=saved-cars"),

    forms: z
      .object({
        mobile_only_phone: z.boolean().default(false),
        middle_name: z.boolean().default(false),
        hide_dealership_choice: z.boolean().default(false),
        strip_service_suffix: z.boolean().default(false),
        how_did_you_hear: z.array(z.string().min(1)).nullable().default(null),
        message_optional: z.boolean().default(false),
        captcha: z.boolean().default(true),
        /** Send 'Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal' as Yes/No. */
        yes_no_fields: z.boolean().default(false),
        /**
         * Where the site's privacy policy is (a path on the site): the finance forms' privacy
         * collection notice links to it (issue 31 item 9).
         */
        privacy_policy_path: z
          .string()
          .regex(/^\/[A-Za-z0-9/_-]*$/, "a path on the site, such as /privacy-policy")
          .max(200)
          .default("/privacy-policy"),
        /** Re-send the ADF prospect (status "resend") when a partial lead is updated. */
        partial_lead_delivery: z.boolean().default(false),
        success_category: z.string().nullable().default(null),
        /**
         * SPEC 7 mock mode: the site's forms post to /mock/leads (and /mock/leads/{id}), which
         * check a lead exactly like /api/leads and answer the same way but store and deliver
         * nothing. For a site being built or reviewed, so its forms can be tried end to end
         * without a lead reaching the dealer.
         */
        mock_leads: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    /**
     * Where leads are delivered (DESIGN 5). `channel` says which intake feeds a destination:
     * "leads" for POST /api/leads (and with-files), "car-clarity" for the alternative
     * destination POST /api/carClarityCustomer (SPEC 7). With no "leads" destination the
     * site's own email address receives its leads, so a lead is never stored unsent.
     */
    lead_destinations: z.array(leadDestinationSchema).default([]),

    /**
     * SPEC 3 "blogs settings": whether the site has a blog, where it lives (links to /blog
     * follow it: SPEC 2's /news site) and what its pages are called.
     */
    blogs: z
      .object({
        enabled: z.boolean().default(false),
        path: z
          .string()
          .regex(/^(\/[a-z0-9_-]+)+$/, "must be a path of lower-case words, like /blog or /news")
          .default("/blog"),
        title: z.string().trim().min(1).max(60).default("Blog"),
      })
      .strict()
      .prefault({}),
    image_quality: z
      .union([z.literal(DEFAULT_IMAGE_QUALITY), z.literal(LOW_IMAGE_QUALITY)])
      .default(DEFAULT_IMAGE_QUALITY),

    /**
     * SPEC 6 split testing: the site's one experiment, run while `flags.split_testing` is on.
     * Each visitor's variant follows from the device id and the weights (domain/site/split-test);
     * the varied element is the home page's search button, whose wording is the variant's
     * `label` ({count} and {noun} filled in), or the usual wording when the label is null.
     */
    split_test: z
      .object({
        /** What reports group by (event_properties.experiment); a new name re-buckets everyone. */
        name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "must be a short lower-case name"),
        variants: z
          .array(
            z
              .object({
                id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "must be a short lower-case name"),
                weight: z.number().int().min(0).max(1000),
                label: z.string().trim().min(1).max(40).nullable().default(null),
              })
              .strict(),
          )
          .min(2, "needs at least two variants")
          .max(4)
          .refine((variants) => new Set(variants.map((v) => v.id)).size === variants.length, {
            message: "variant ids must differ",
          })
          .refine((variants) => variants.some((v) => v.weight > 0), {
            message: "at least one variant needs a weight",
          }),
      })
      .strict()
      .nullable()
      .default(null),

    flags: z
      .object({
        push_leads_to_website_primary_location: z.boolean().default(false),
        push_leads_to_website_primary_dealership: z.boolean().default(false),
        garage_enabled: z.boolean().default(false),
        /** Sign-in (/api/auth) is enabled per site rather than by a fixed slug list. */
        auth_enabled: z.boolean().default(false),
        /** SPEC 6: runs the site's `split_test`; off pauses it without losing its definition. */
        split_testing: z.boolean().default(false),
        offers_subscription: z.boolean().default(false),
        autograb: z.boolean().default(false),
        nevdis: z.boolean().default(false),
        build_model_pages: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
  })
  .strict()
  .superRefine((config, ctx) => {
    if (config.flags.split_testing && config.split_test === null) {
      ctx.addIssue({
        code: "custom",
        path: ["split_test"],
        message: "is needed when flags.split_testing is on (the experiment to run)",
      });
    }
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type StockScopeConfig = SiteConfig["stock"]["scope"];
export type LeadDestination = z.infer<typeof leadDestinationSchema>;

export class SiteConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`Invalid site configuration: ${field}: ${message}`);
    this.name = "SiteConfigError";
  }
}

/**
 * Settings that once were in the schema and promised behaviour Forecourt does not have: the
 * add-on flags of third-party products it does not integrate, the parts store flag and the
 * external search service (docs/decisions/008), and the staging flag, which chose the host of a
 * dashboard the sites do not call (docs/decisions/014). A stored document may still carry them,
 * so they are dropped before validation rather than refused; nothing reads them.
 */
const RETIRED_SETTINGS = [
  ["flags", "autobot"],
  ["flags", "dealercell"],
  ["flags", "dealerstudio"],
  ["flags", "impel"],
  ["flags", "redbook"],
  ["flags", "enable_store"],
  ["flags", "staging"],
  ["search_service"],
] as const;

function withoutRetiredSettings(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const document: Record<string, unknown> = { ...input };
  for (const path of RETIRED_SETTINGS) {
    if (path.length === 1) {
      delete document[path[0]];
      continue;
    }
    const section = document[path[0]];
    if (typeof section === "object" && section !== null && !Array.isArray(section) && path[1] in section) {
      const { [path[1]]: _retired, ...rest } = section as Record<string, unknown>;
      document[path[0]] = rest;
    }
  }
  return document;
}

/** Parses a configuration document, naming the first invalid field in the error. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(withoutRetiredSettings(input ?? {}));
  if (result.success) return result.data;
  const issue = defined(result.error.issues[0], "the first issue of a failed parse");
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") {
    throw new SiteConfigError([...path, issue.keys[0]].join("."), "is not a known setting");
  }
  throw new SiteConfigError(path.length > 0 ? path.join(".") : "(root)", issue.message);
}
