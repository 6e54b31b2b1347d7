import { describe, expect, test } from "vitest";
import { SITE_TEMPLATES, type SiteTemplateName } from "@/domain/config/site-config";
import { defined } from "@/domain/defined";
import {
  DEFAULT_PAGES,
  type DefaultPageContext,
  defaultPageContent,
  fillPlaceholders,
  informationPageKind,
} from "@/domain/site/default-pages";
import { pageContentSchema } from "@/domain/site/page-content";

const ctx = (over: Partial<DefaultPageContext> = {}): DefaultPageContext => ({
  template: "dealer",
  market: "AU",
  site_name: "Westside Auto Hub",
  noun: "Car",
  manufacturer: null,
  email: "sales@westside.example",
  phone: "02 9635 7700",
  ...over,
});

/** SPEC 2 "Forms and information pages": every site has these, whatever its template. */
const EVERY_SITE = [
  "about-us",
  "privacy-policy",
  "terms-and-conditions",
  "careers",
  "current-positions",
  "our-locations",
  "special-offers",
];
const RV_PAGES = ["insuring-your-investment", "servicing-your-rv", "caravan-accessories"];
const MANUFACTURER_PAGES = ["guaranteed-future-value", "manufacturer-finance", "assured-pre-owned"];
/** SPEC 2 "Range site: /warranty, /roadside-assistance, a manufacturer-story page, /considering-selling-or-trading". */
/** The slugs a site of this template has without any record: those with a default page. */
const defaultPageSlugs = (over: Pick<DefaultPageContext, "template" | "manufacturer">): string[] =>
  DEFAULT_PAGES.map((p) => p.slug).filter((slug) => defaultPageContent(slug, ctx(over)) !== null);

const RANGE_PAGES = ["warranty", "roadside-assistance", "our-story", "considering-selling-or-trading"];

describe("defaultPageSlugs: a sensible default page set per template", () => {
  test.each<[SiteTemplateName, string | null, string[]]>([
    ["dealer", null, EVERY_SITE],
    ["used", null, EVERY_SITE],
    ["camper", null, [...EVERY_SITE, ...RV_PAGES]],
    ["range", "Outback Range", [...EVERY_SITE, ...RV_PAGES, ...MANUFACTURER_PAGES, ...RANGE_PAGES]],
    ["manufacturer", "Mazda", [...EVERY_SITE, ...MANUFACTURER_PAGES]],
    ["dealer", "Toyota", [...EVERY_SITE, ...MANUFACTURER_PAGES]],
  ])("%s (manufacturer %s)", (template, manufacturer, expected) => {
    expect(defaultPageSlugs({ template, manufacturer }).sort()).toEqual([...expected].sort());
  });

  test.each(SITE_TEMPLATES)("every default of the %s template is valid page content", (template) => {
    for (const slug of defaultPageSlugs({ template, manufacturer: "Mazda" })) {
      const content = defaultPageContent(slug, ctx({ template, manufacturer: "Mazda" }));
      expect(pageContentSchema.parse(content)).toEqual(content);
      expect(JSON.stringify(content)).not.toMatch(/\{[a-z_]+\}/);
    }
  });

  test("a slug with no default, or not on the template, has none", () => {
    expect(defaultPageContent("why-mazda-approved", ctx())).toBeNull();
    expect(defaultPageContent("warranty", ctx({ template: "dealer" }))).toBeNull();
    expect(defaultPageContent("manufacturer-finance", ctx({ manufacturer: null }))).toBeNull();
  });

  test("slugs are unique", () => {
    const slugs = DEFAULT_PAGES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("informationPageKind: pages that list something", () => {
  test.each([
    ["our-locations", "locations"],
    ["careers", "careers"],
    ["current-positions", "careers"],
    ["special-offers", "offers"],
    ["about-us", "content"],
    ["why-mazda-approved", "content"],
  ])("%s → %s", (slug, kind) => {
    expect(informationPageKind(slug)).toBe(kind);
  });
});

describe("fillPlaceholders: the site's name, noun and manufacturer in default copy", () => {
  test.each<[string, Partial<DefaultPageContext>, string]>([
    ["About {site_name}", {}, "About Westside Auto Hub"],
    ["We sell new and used {nouns}.", {}, "We sell new and used cars."],
    ["{nouns} for every budget", {}, "Cars for every budget"],
    ["Servicing your {noun}", { noun: "RV" }, "Servicing your RV"],
    ["All {nouns} serviced. {nouns} too.", { noun: "RV" }, "All RVs serviced. RVs too."],
    ["Insure your {noun}", { noun: "Truck" }, "Insure your truck"],
    ["Our {nouns}", { noun: "Bus" }, "Our buses"],
    ["{manufacturer} Finance", { manufacturer: "Mazda" }, "Mazda Finance"],
    ["{manufacturer} Finance", { manufacturer: null }, "Westside Auto Hub Finance"],
    ["Email {email}", { email: null }, "Email us"],
    ["{unknown} stays", {}, "{unknown} stays"],
  ])("%s → %s", (text, over, expected) => {
    expect(fillPlaceholders(text, ctx(over))).toBe(expected);
  });
});

describe("US sites get US spelling on default pages (SPEC 9)", () => {
  test("licence, enquiry and favourite are spelt the US way", () => {
    const page = defined(defaultPageContent("privacy-policy", ctx({ market: "US" })), "the privacy page");
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/enquir|favourit/i);
    expect(text).toMatch(/inquiry/);
  });
  test("AU sites keep Australian spelling", () => {
    expect(JSON.stringify(defaultPageContent("privacy-policy", ctx()))).toMatch(/enquiry/);
  });
});
