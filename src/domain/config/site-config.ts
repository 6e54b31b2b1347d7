import { z } from "zod";
import { SITE_FONTS } from "@/domain/brand/fonts";
import { LOGO_MARKS } from "@/domain/brand/logo";
import { defined } from "@/domain/defined";
import { UTM_PARAMS } from "@/domain/leads/attribution";
import { DEFAULT_FINANCE_RATE } from "@/domain/leads/repayments";
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
    cities: z
      .array(z.string().min(1))
      .default([])
      .describe("Only cars in these cities are listed; empty lists every city."),
    /** Minimum photo count for a car to be listed (one used-car site requires 3). */
    min_photos: z
      .number()
      .int()
      .min(0)
      .default(0)
      .describe("The fewest photos a car needs to be listed (0 lists every car)."),
    /** Only these makes (manufacturer sites on one dealership filter by make). */
    makes: z
      .array(z.string().min(1))
      .default([])
      .describe("Only cars of these makes are listed; empty lists every make."),
    /** Cars at these location ids are never listed (e.g. one group excludes location 2919). */
    exclude_location_ids: z
      .array(z.number().int())
      .default([])
      .describe("Cars at these location ids are never listed."),
    /** Cars of this seller (dealership id) are restricted to new stock. */
    new_only_seller_id: z
      .number()
      .int()
      .nullable()
      .default(null)
      .describe("A dealership id whose cars are listed only when new; empty for none."),
    /** Used stock of these makes is always OR-ed in, whatever the other scope rules say. */
    used_always_for_makes: z
      .array(z.string().min(1))
      .default([])
      .describe("Used cars of these makes are always listed, whatever the other rules say."),
    /** Market exclusion: new and demo cars of this make are not listed. */
    exclude_new_demo_for_make: z
      .string()
      .min(1)
      .nullable()
      .default(null)
      .describe("New and demo cars of this make are not listed; empty for none."),
    /** Regional make names mapped to canonical ones, e.g. {"Mercedes": "Mercedes-Benz"}. */
    make_aliases: z
      .record(z.string(), z.string())
      .default({})
      .describe('Regional make names mapped to the usual ones, e.g. {"Mercedes": "Mercedes-Benz"}.'),
    /** Preset query string applied to every search on this site, e.g. "condition=used". */
    preset_query: z
      .string()
      .default("")
      .describe("A search query applied to every search on the site, e.g. condition=used."),
  })
  .strict();

/** A location's slug as the site's locations have them. */
const locationSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "must be a location slug");

/**
 * One vehicle ad feed: whether the site serves it, and the UTM values appended to
 * every vehicle link in it (so the dealer's analytics can tell a feed's clicks apart).
 */
const adFeed = z
  .object({
    enabled: z.boolean().default(true).describe("Whether the site serves this feed."),
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
      .default({})
      .describe("UTM values added to every vehicle link in the feed, so its clicks can be told apart."),
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
        accent: hexColour
          .describe("The second colour: highlights and call-to-action buttons.")
          .default("#f5a623"),
        /** Picks the hero art and tone of the shell; independent of the template's rules. */
        hero_style: z.enum(HERO_STYLES).describe("The home page hero's art and tone.").default("showroom"),
        /**
         * The shape of the generated logo (mark and name) for a site without a logo file of its
         * own; null keeps the initials mark. The favicon is drawn from the same mark.
         */
        logo_mark: z
          .enum(LOGO_MARKS)
          .nullable()
          .default(null)
          .describe(
            "The shape of the drawn logo and favicon for a site without a logo file; empty keeps the initials.",
          ),
        /** The typeface, from the small set bundled with the platform (no font is fetched elsewhere). */
        font: z
          .enum(SITE_FONTS)
          .describe("The typeface, from the set bundled with the platform.")
          .default("system"),
        tagline: z.string().describe("A short line under the site's name.").default(""),
      })
      .strict()
      .describe("Colours, typeface and hero of the site.")
      .prefault({}),
    social_urls: z
      .partialRecord(z.enum(["facebook", "instagram", "youtube", "tiktok", "linkedin", "x"]), url)
      .default({})
      .describe("The site's pages on social networks, linked from its footer."),
    /** Site-wide opening hours by weekday 0-6 (0 = Sunday); falls back to the spec's default. */
    opening_hours: z
      .array(weekdayHours)
      .length(7)
      .nullable()
      .default(null)
      .describe("Site-wide opening hours, Sunday to Saturday; empty uses the locations' hours."),
    /**
     * The town and state the site says it is in: its footer's signature and the home page's
     * structured data (AutoDealer address). Null: the primary location's stand in.
     */
    address: z
      .object({ city: z.string(), state: z.string() })
      .strict()
      .nullable()
      .default(null)
      .describe("The town and state the site says it is in; empty uses the primary location's."),
    navigation: z
      .object({
        header: z
          .array(navItem)
          .default([])
          .describe("The header menu: labels and links, with optional sub-items."),
        footer: z
          .array(navItem)
          .default([])
          .describe("The footer menu: labels and links, with optional sub-items."),
      })
      .strict()
      .prefault({})
      .describe("The site's header and footer menus."),

    analytics: z
      .object({
        gtm_id: z
          .string()
          .nullable()
          .default(null)
          .describe("Google Tag Manager container id (GTM-XXXX); empty loads none."),
        ga_id: z
          .string()
          .nullable()
          .default(null)
          .describe("Google Analytics measurement id (G-XXXX); empty loads none."),
        pixel_id: z.string().nullable().default(null).describe("Meta pixel id; empty loads none."),
        /**
         * A site's own address for a script, in place of the vendor's documented one (a
         * server-side tagging host, say). Unset, each id loads from its vendor, or from the
         * platform's stand-in on a local platform domain (domain/site/third-party.ts).
         */
        tag_manager_url: z
          .string()
          .nullable()
          .default(null)
          .describe("Load the tag manager from this address instead of Google's (server-side tagging)."),
        analytics_url: z
          .string()
          .nullable()
          .default(null)
          .describe("Load analytics from this address instead of Google's."),
        pixel_url: z
          .string()
          .nullable()
          .default(null)
          .describe("Load the pixel from this address instead of Meta's."),
        /** Send the section 3 "Analytics event" to the events endpoint (only some sites do). */
        events_endpoint: z
          .boolean()
          .default(false)
          .describe("Also send each analytics event to the platform's events endpoint."),
        /**
         * "off" loads the tags as every site does (after the first interaction or
         * 3 s); "banner" asks the shopper first, holds every tag until they accept, and tells
         * Google's tags the consent state (consent mode: denied by default, granted on accept).
         */
        consent: z
          .enum(["off", "banner"])
          .default("off")
          .describe(
            "off loads tags after the first interaction; banner holds them until the shopper accepts.",
          ),
      })
      .strict()
      .prefault({})
      .describe("Tag manager, analytics and pixel ids, and how the shopper's consent is asked."),
    chat: z
      .object({
        provider: z
          .enum(["none", "text-us", "live-chat"])
          .default("none")
          .describe("The chat widget: none, text-us or live-chat."),
        script_url: z
          .string()
          .nullable()
          .default(null)
          .describe("The chat widget's script address; empty uses the provider's."),
        key: z.string().nullable().default(null).describe("The site's key with the chat provider."),
        /** The text-us popup shown 3 s after load. */
        popup: z.boolean().default(false).describe("Open the text-us popup 3 seconds after the page loads."),
        hide_on_paths: z
          .array(sitePath)
          .default([])
          .describe("Pages (paths on the site) where the chat widget is hidden."),
        hide_on_careers: z.boolean().default(false).describe("Hide the chat widget on the careers pages."),
        /**
         * The "open an assistant chat" action: the assistant provider (none: no assistant action).
         * A forecourt-assistant provider's script defines window.ForecourtAssistant (see
         * features/vehicle/assistant-button.tsx); it is loaded from assistant_url on the click,
         * talks to assistant_api_url and identifies the dealer with assistant_key.
         */
        assistant_provider: z
          .enum(["none", "forecourt-assistant"])
          .default("none")
          .describe("The vehicle assistant's provider; none hides the assistant action."),
        assistant_url: providerUrl
          .nullable()
          .default(null)
          .describe("The assistant's script address, loaded when a shopper opens it."),
        assistant_api_url: providerUrl
          .nullable()
          .default(null)
          .describe("The address the assistant talks to."),
        assistant_key: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .nullable()
          .default(null)
          .describe("The key that identifies the dealer to the assistant."),
        whatsapp_number: z
          .string()
          .nullable()
          .default(null)
          .describe("The WhatsApp number the WhatsApp action opens; empty hides it."),
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
      .prefault({})
      .describe("The chat or text-us widget and the vehicle assistant."),

    commerce: z
      .object({
        payment_provider: z
          .enum(["stripe", "windcave", "adyen"])
          .nullable()
          .default(null)
          .describe("The payment provider that takes reservation deposits; empty takes none."),
        /**
         * The lender the site's finance applications go to: the finance and pre-approval pages
         * name it, and each finance lead carries it (`finance_provider`) to the dealer.
         */
        finance_provider: z
          .string()
          .nullable()
          .default(null)
          .describe("The lender named on the finance pages and sent with each finance lead."),
        checkout_enabled: z
          .boolean()
          .default(false)
          .describe("Let shoppers reserve a car online with a deposit."),
        /** Some sites let coming-soon cars be reserved as well as in-stock ones. */
        checkout_allows_coming_soon: z
          .boolean()
          .default(false)
          .describe("Let coming-soon cars be reserved as well as cars in stock."),
        /** /cars/{slug}/checkout by default; one variant uses /cars/{slug}/buy-online. */
        reserve_path: z
          .enum(["checkout", "buy-online"])
          .default("checkout")
          .describe("The reservation page's address under a car: checkout or buy-online."),
        /** A reserved car the dealer sells: the deposit is kept (part of the sale) or refunded. */
        deposit_when_sold: z
          .enum(["keep", "refund"])
          .default("keep")
          .describe(
            "When the dealer sells a reserved car, keep the deposit (part of the sale) or refund it.",
          ),
        /** A reservation the dealer releases without selling the car: the deposit is refunded or kept. */
        deposit_when_released: z
          .enum(["keep", "refund"])
          .default("refund")
          .describe("When the dealer releases a reservation unsold, refund the deposit or keep it."),
        trade_in_valuation: z.boolean().default(false).describe("Offer an instant trade-in valuation."),
        /** Finance pre-approval links go to /finance unless this is on. */
        finance_preapproval: z
          .boolean()
          .default(false)
          .describe("Send finance pre-approval links to the pre-approval page rather than /finance."),
        finance_path: z
          .enum(["/finance", "/finance-enquiry", "/apply-for-finance", "/finance-the-dream"])
          .default("/finance")
          .describe("The address of the site's finance page."),
        /**
         * The repayment estimate on a purchase car's card and page (not on hire or subscription
         * sites): weekly in AU and NZ, monthly in the US, the price less the deposit over the
         * term at the rate. A shopper changes the deposit and term on the vehicle page.
         */
        finance_estimate: z
          .boolean()
          .default(true)
          .describe("Show a repayment estimate on each car's card and page (cars for sale only)."),
        finance_rate_percent: z
          .number()
          .min(0)
          .max(30)
          .default(DEFAULT_FINANCE_RATE)
          .describe("The yearly interest rate (%) the repayment estimates use (an APR on US sites)."),
        finance_comparison_rate_percent: z
          .number()
          .min(0)
          .max(40)
          .nullable()
          .default(null)
          .describe(
            "Australian sites: the comparison rate (%) stated beside the estimate's rate; empty states the rate itself.",
          ),
        finance_deposit_percent: z
          .number()
          .int()
          .min(0)
          .max(50)
          .default(0)
          .describe("The deposit the estimates assume, as a share (%) of the price."),
        finance_term_months: z
          .number()
          .int()
          .min(12)
          .max(84)
          .multipleOf(12)
          .default(60)
          .describe("The term the estimates assume, in months (12 to 84, whole years)."),
        /**
         * A subscription site's plans: each a minimum term in months and the kilometres a week
         * included. Cards show the shortest; the vehicle page's Subscribe form offers them all.
         */
        subscription_plans: z
          .array(
            z
              .object({
                months: z.number().int().min(1).max(60),
                km_per_week: z.number().int().min(50).max(10_000),
              })
              .strict(),
          )
          .min(1)
          .max(8)
          .default([
            { months: 1, km_per_week: 500 },
            { months: 3, km_per_week: 500 },
            { months: 6, km_per_week: 500 },
            { months: 12, km_per_week: 500 },
          ])
          .describe("A subscription site's plans: minimum term in months and kilometres a week included."),
      })
      .strict()
      .prefault({})
      .describe("Online reservations, deposits, finance and trade-in valuation."),

    stock: z
      .object({
        include_sold_cars_days: z
          .number()
          .int()
          .min(0)
          .max(365)
          .default(3)
          .describe("Sold cars stay listed (marked sold) for this many days."),
        default_search_path: sitePath
          .nullable()
          .default(null)
          .describe("The search page links go to; empty uses the template's."),
        default_sort: z
          .enum(SORT_VALUES)
          .default("relevance")
          .describe("The search results' order until the shopper picks one."),
        subscription_sort: z
          .boolean()
          .default(false)
          .describe("Sort by subscription price (a subscription site)."),
        /** The filters the search page offers; none configured offers them all. */
        search_filters: z
          .array(z.enum(SEARCH_FILTER_NAMES))
          .default([])
          .describe("The filters the search page offers; empty offers them all."),
        search_categories: z
          .array(z.object({ label: z.string(), href: sitePath }).strict())
          .default([])
          .describe("Quick links above the search (label and path), e.g. New, Pre-owned."),
        scope: stockScope
          .prefault({})
          .describe("Rules that narrow which of the dealerships' cars this site lists."),
        show_fuel_tag: z.boolean().default(true).describe("Show the fuel type as a tag on each car."),
        /** Used certified cars show the maker's certified logo (one manufacturer template). */
        certified_logo: z
          .boolean()
          .default(false)
          .describe("Used certified cars show the maker's certified logo."),
        /** The certified programme's logo: a path on the site or an https URL; none = the platform's drawn mark. */
        certified_logo_url: providerUrl
          .nullable()
          .default(null)
          .describe("The certified logo: a path on the site or an https address; empty draws one."),
        /** The programme's name, the logo's alt text ("Mazda Approved Pre-Owned"). */
        certified_programme: z
          .string()
          .trim()
          .min(1)
          .max(80)
          .default("Certified pre-owned")
          .describe("The certified programme's name, also the logo's alt text."),
      })
      .strict()
      .prefault({})
      .describe("Which cars the site lists and how search shows them."),

    /**
     * Vehicle ad feeds: Google's vehicle ads feed at /feeds/google-vehicles.xml and
     * Meta's automotive catalog at /feeds/meta-vehicles.csv, from the site's stock scope. A
     * hire or subscription site has none (its vehicles are not for sale).
     */
    feeds: z
      .object({
        google: adFeed.describe("Google's vehicle ads feed at /feeds/google-vehicles.xml."),
        meta: adFeed.describe("Meta's automotive catalog at /feeds/meta-vehicles.csv."),
        /** What a demonstrator is to the ad platforms: registered and driven, so "used" by default. */
        demo_condition: z
          .enum(["new", "used"])
          .default("used")
          .describe("What a demonstrator is to the ad platforms: new or used."),
        /** Makes left out of the feeds (as the stock names them, make aliases applied). */
        exclude_makes: z
          .array(z.string().trim().min(1).max(60))
          .max(100)
          .default([])
          .describe("Makes left out of the feeds (at most 100)."),
        /** Locations (by slug) whose vehicles are left out of the feeds. */
        exclude_locations: z
          .array(locationSlug)
          .max(100)
          .default([])
          .describe("Locations (by slug) whose cars are left out of the feeds (at most 100)."),
        /**
         * Google's store code per location slug: it must match the location's code in the
         * dealer's Business Profile. A location without one sends its slug.
         */
        store_codes: z
          .record(locationSlug, z.string().trim().min(1).max(64))
          .refine((codes) => Object.keys(codes).length <= 100, "holds at most 100 locations")
          .default({})
          .describe(
            "Google Business Profile store code per location slug; a location without one sends its slug.",
          ),
      })
      .strict()
      .prefault({})
      .describe("The Google and Meta vehicle ad feeds built from the site's stock."),

    specifications: z
      .object({
        just_arrived_days: z
          .number()
          .int()
          .min(0)
          .max(365)
          .default(8)
          .describe("A car is tagged as just arrived for this many days."),
        just_arrived_tag_name: z
          .string()
          .min(1)
          .default("JUST ARRIVED")
          .describe("The wording of the just-arrived tag."),
        sold_tag_name: z.string().min(1).default("JUST SOLD").describe("The wording of the sold tag."),
      })
      .strict()
      .prefault({})
      .describe("The tags shown on newly arrived and sold cars."),
    labels: z
      .object({
        no_price_text: z
          .string()
          .min(1)
          .default("Enquire for price.")
          .describe("Shown in place of a price when a car has none."),
        /** One dealer group shows 'pre-owned' for used. */
        pre_owned_wording: z.boolean().default(false).describe("Say pre-owned instead of used."),
        vehicle_noun: z
          .string()
          .min(1)
          .nullable()
          .default(null)
          .describe("What the site calls its vehicles (cars, bikes, vans); empty uses the template's."),
        /**
         * What the price includes, listed beside every price and on the home page: a hire
         * company's "Unlimited kilometres", a subscription's "Registration" and "Servicing".
         */
        price_includes: z
          .array(z.string().trim().min(1).max(60))
          .max(8)
          .default([])
          .describe("What every price includes, listed beside it (at most 8), e.g. Unlimited kilometres."),
        /**
         * Words after a sale price whose feed gives no drive-away price ('Drive away' at a
         * used-car yard whose prices include on-road costs); null says nothing.
         */
        price_qualifier: z
          .string()
          .trim()
          .min(1)
          .max(40)
          .nullable()
          .default(null)
          .describe("Words after a price the feed gives no drive-away price for, e.g. Drive away."),
        /**
         * Sale prices are before GST (a truck dealer selling to businesses): cards say "+GST"
         * after the price and the vehicle page "excl. GST".
         */
        prices_exclude_gst: z
          .boolean()
          .default(false)
          .describe("Prices are before GST: cards show +GST and the vehicle page excl. GST."),
      })
      .strict()
      .prefault({})
      .describe("Wording the site uses for prices and vehicles."),

    links: z
      .object({
        use_pages_path: z
          .boolean()
          .default(false)
          .describe("Content pages live under /pages/ rather than at the site's root."),
        /** Prefix rewrites, e.g. [{from: "/blog", to: "/news"}]. */
        rewrites: z
          .array(z.object({ from: sitePath, to: sitePath }).strict())
          .default([])
          .describe("Path prefixes rewritten in links, e.g. from /blog to /news."),
        manufacturer_base_domain: z
          .object({ from: z.string().min(1), to: z.string().min(1) })
          .nullable()
          .default(null)
          .describe("Links to this manufacturer domain (from) are rewritten to another (to)."),
        prefetch_my_garage: z
          .boolean()
          .default(true)
          .describe("Prefetch the My garage page so it opens at once."),
        prefetch_our_locations: z
          .boolean()
          .default(true)
          .describe("Prefetch the locations page so it opens at once."),
      })
      .strict()
      .prefault({})
      .describe("How the site's links are written and prefetched."),

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
      ])
      .describe("The actions a car's page offers (call, finance, test drive…), in order."),
    /** Phone numbers are masked until revealed, unless the site shows them at once. */
    phone_display: z
      .enum(["reveal", "show"])
      .default("reveal")
      .describe("reveal masks phone numbers until clicked; show shows them at once."),
    /** Saved cars live at /my-garage?tab=saved-cars, or a dealer-specific my-area at /saved. */
    saved_cars_path: z
      .enum(["/my-garage?tab=saved-cars", "/saved"])
      .default("/my-garage?tab=saved-cars")
      .describe("Where a shopper's saved cars live."),

    forms: z
      .object({
        mobile_only_phone: z.boolean().default(false).describe("The phone field takes mobile numbers only."),
        middle_name: z.boolean().default(false).describe("Ask for a middle name."),
        hide_dealership_choice: z
          .boolean()
          .default(false)
          .describe("Hide the choice of dealership on forms."),
        strip_service_suffix: z
          .boolean()
          .default(false)
          .describe("Drop the service suffix from dealership names on forms."),
        how_did_you_hear: z
          .array(z.string().min(1))
          .nullable()
          .default(null)
          .describe("The choices of the how-did-you-hear question; empty hides it."),
        message_optional: z.boolean().default(false).describe("The message field may be left empty."),
        captcha: z.boolean().default(true).describe("Ask for the captcha on forms."),
        /** Send 'Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal' as Yes/No. */
        yes_no_fields: z
          .boolean()
          .default(false)
          .describe("Send the yes/no questions as Yes/No rather than true/false."),
        /**
         * Where the site's privacy policy is (a path on the site): the finance forms' privacy
         * collection notice links to it.
         */
        privacy_policy_path: z
          .string()
          .regex(/^\/[A-Za-z0-9/_-]*$/, "a path on the site, such as /privacy-policy")
          .max(200)
          .default("/privacy-policy")
          .describe("The site's privacy policy page, linked from the finance forms' notice."),
        /** Re-send the ADF prospect (status "resend") when a partial lead is updated. */
        partial_lead_delivery: z
          .boolean()
          .default(false)
          .describe("Send the dealer's CRM an update when a partly filled lead is completed."),
        success_category: z
          .string()
          .nullable()
          .default(null)
          .describe("The category every lead of the site is given; empty keeps each form's own."),
        /**
         * Mock mode: the site's forms post to /mock/leads (and /mock/leads/{id}), which
         * check a lead exactly like /api/leads and answer the same way but store and deliver
         * nothing. For a site being built or reviewed, so its forms can be tried end to end
         * without a lead reaching the dealer.
         */
        mock_leads: z
          .boolean()
          .default(false)
          .describe("Forms check leads but store and deliver nothing (a site being built or reviewed)."),
      })
      .strict()
      .prefault({})
      .describe("How the site's lead forms ask and what they send."),
    /**
     * Where leads are delivered. `channel` says which intake feeds a destination:
     * "leads" for POST /api/leads (and with-files), "car-clarity" for the alternative
     * destination POST /api/carClarityCustomer. With no "leads" destination the
     * site's own email address receives its leads, so a lead is never stored unsent.
     */
    lead_destinations: z
      .array(leadDestinationSchema)
      .default([])
      .describe("Where leads go: emails, ADF to a CRM, or signed webhooks; none mails the site's address."),

    /**
     * The blog settings: whether the site has a blog, where it lives (links to /blog
     * follow it, as a site that keeps its posts at /news does) and what its pages are called.
     */
    blogs: z
      .object({
        enabled: z.boolean().default(false).describe("The site has a blog."),
        path: z
          .string()
          .regex(/^(\/[a-z0-9_-]+)+$/, "must be a path of lower-case words, like /blog or /news")
          .default("/blog")
          .describe("Where the blog lives, e.g. /blog or /news."),
        title: z.string().trim().min(1).max(60).default("Blog").describe("What the blog's pages are called."),
      })
      .strict()
      .prefault({})
      .describe("Whether the site has a blog, where it lives and what it is called."),
    image_quality: z
      .union([z.literal(DEFAULT_IMAGE_QUALITY), z.literal(LOW_IMAGE_QUALITY)])
      .default(DEFAULT_IMAGE_QUALITY)
      .describe("Photo quality: 75 (the usual) or 60 (smaller, faster pages)."),

    /**
     * Split testing: the site's one experiment, run while `flags.split_testing` is on.
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
      .default(null)
      .describe("The site's one experiment: its name and variants of the home page's search button."),

    flags: z
      .object({
        push_leads_to_website_primary_location: z
          .boolean()
          .default(false)
          .describe("Leads go to the site's primary location whatever the shopper chose."),
        push_leads_to_website_primary_dealership: z
          .boolean()
          .default(false)
          .describe("Leads go to the site's primary dealership whatever the shopper chose."),
        garage_enabled: z
          .boolean()
          .default(false)
          .describe("Shoppers can save cars and searches in My garage (needs sign-in)."),
        /** Sign-in (/api/auth) is enabled per site rather than by a fixed slug list. */
        auth_enabled: z.boolean().default(false).describe("Shoppers can sign in on this site."),
        /** Runs the site's `split_test`; off pauses it without losing its definition. */
        split_testing: z
          .boolean()
          .default(false)
          .describe("Run the site's split test; off pauses it without losing it."),
        offers_subscription: z
          .boolean()
          .default(false)
          .describe("The special offers page has an email sign-up."),
        autograb: z
          .boolean()
          .default(false)
          .describe("Look up vehicles by registration with AutoGrab (trade-in forms)."),
        nevdis: z.boolean().default(false).describe("Look up vehicles by registration with NEVDIS."),
        build_model_pages: z
          .boolean()
          .default(false)
          .describe("Build a page for each model the site stocks."),
      })
      .strict()
      .prefault({})
      .describe("Features switched on or off for this site."),
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
