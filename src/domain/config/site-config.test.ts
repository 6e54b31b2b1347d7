import { describe, expect, test } from "vitest";
import { parseSiteConfig, SiteConfigError } from "@/domain/config/site-config";

const TWO_VARIANTS = [
  { id: "control", weight: 50 },
  { id: "browse", weight: 50, label: "Browse {count} {noun}" },
];

describe("parseSiteConfig", () => {
  test("an empty document gets the spec's defaults", () => {
    const config = parseSiteConfig({});
    expect(config.stock.include_sold_cars_days).toBe(3);
    expect(config.specifications).toEqual({
      just_arrived_days: 8,
      just_arrived_tag_name: "JUST ARRIVED",
      sold_tag_name: "JUST SOLD",
    });
    expect(config.labels.no_price_text).toBe("Enquire for price.");
    expect(config.forms.captcha).toBe(true);
    expect(config.stock.default_sort).toBe("relevance");
    expect(config.phone_display).toBe("reveal");
    expect(config.saved_cars_path).toBe("/my-garage?tab=saved-cars");
    expect(config.stock.scope.min_photos).toBe(0);
    // SPEC 4 badge 3: the platform's drawn certified mark, named for a generic programme.
    expect(config.stock.certified_logo_url).toBeNull();
    expect(config.stock.certified_programme).toBe("Certified pre-owned");
  });

  test.each(["https://cdn.example/approved.svg", "/media/brand/approved.svg"])(
    "a certified programme's own logo may be an https URL or a path on the site: %s",
    (url) => {
      const { stock } = parseSiteConfig({
        stock: {
          certified_logo: true,
          certified_logo_url: url,
          certified_programme: "Mazda Approved Pre-Owned",
        },
      });
      expect(stock).toMatchObject({
        certified_logo_url: url,
        certified_programme: "Mazda Approved Pre-Owned",
      });
    },
  );

  test("the look: navy and amber, the showroom hero, initials for a logo and the device's font", () => {
    expect(parseSiteConfig({}).theme).toEqual({
      primary: "#0b3d91",
      accent: "#f5a623",
      hero_style: "showroom",
      logo_mark: null,
      font: "system",
      tagline: "",
    });
  });

  test("nested defaults are filled in when a section is partly given", () => {
    const config = parseSiteConfig({ stock: { include_sold_cars_days: 7, scope: { min_photos: 3 } } });
    expect(config.stock.include_sold_cars_days).toBe(7);
    expect(config.stock.scope.min_photos).toBe(3);
    expect(config.stock.scope.cities).toEqual([]);
    expect(config.stock.show_fuel_tag).toBe(true);
  });

  test.each([
    [{ stock: { include_sold_cars_days: -1 } }, "stock.include_sold_cars_days"],
    [{ theme: { primary: "blue" } }, "theme.primary"],
    [{ theme: { logo_mark: "dragon" } }, "theme.logo_mark"],
    [{ theme: { font: "comic-sans" } }, "theme.font"],
    [{ theme: { hero_style: "space" } }, "theme.hero_style"],
    [{ links: { rewrites: [{ from: "blog", to: "/news" }] } }, "links.rewrites.0.from"],
    [{ stock: { scope: { exclude_location_ids: ["2919"] } } }, "stock.scope.exclude_location_ids.0"],
    [{ stock: { scope: { citys: ["Perth"] } } }, "stock.scope.citys"],
    [
      { lead_destinations: [{ kind: "webhook", url: "https://crm.example/hook", secret: "short" }] },
      "lead_destinations.0.secret",
    ],
    [{ phone_display: "sometimes" }, "phone_display"],
    [{ blogs: { enabled: true, path: "/" } }, "blogs.path"],
    [{ blogs: { enabled: true, path: "/news/" } }, "blogs.path"],
    [{ blogs: { enabled: true, path: "/news?x=1" } }, "blogs.path"],
    [{ blogs: { enabled: true, title: " " } }, "blogs.title"],
    [{ stock: { certified_logo_url: "http://cdn.example/logo.svg" } }, "stock.certified_logo_url"],
    [{ stock: { certified_logo_url: "javascript:alert(1)" } }, "stock.certified_logo_url"],
    [{ stock: { certified_logo_url: "//cdn.example/logo.svg" } }, "stock.certified_logo_url"],
    [{ stock: { certified_programme: " " } }, "stock.certified_programme"],
    [{ stock: { certified_programme: "x".repeat(81) } }, "stock.certified_programme"],
    [{ surprise: true }, "surprise"],
    [{ feeds: { google: { utm: { utm_id: "x" } } } }, "feeds.google.utm.utm_id"],
    [{ feeds: { meta: { utm: { utm_source: "a&b=c" } } } }, "feeds.meta.utm.utm_source"],
    [{ feeds: { meta: { utm: { utm_source: "x".repeat(101) } } } }, "feeds.meta.utm.utm_source"],
    [{ feeds: { demo_condition: "demo" } }, "feeds.demo_condition"],
    [{ feeds: { exclude_locations: ["Not A Slug"] } }, "feeds.exclude_locations.0"],
    [{ feeds: { bing: { enabled: true } } }, "feeds.bing"],
    [{ flags: { split_testing: true } }, "split_test"],
    [{ split_test: { name: "Hero CTA", variants: TWO_VARIANTS } }, "split_test.name"],
    [{ split_test: { name: "hero", variants: [TWO_VARIANTS[0]] } }, "split_test.variants"],
    [{ split_test: { name: "hero", variants: [TWO_VARIANTS[0], TWO_VARIANTS[0]] } }, "split_test.variants"],
    [
      { split_test: { name: "hero", variants: TWO_VARIANTS.map((v) => ({ ...v, weight: 0 })) } },
      "split_test.variants",
    ],
    [
      { split_test: { name: "hero", variants: [TWO_VARIANTS[0], { ...TWO_VARIANTS[1], weight: -1 }] } },
      "split_test.variants.1.weight",
    ],
  ])("rejects %j naming the field %s", (input, field) => {
    expect(() => parseSiteConfig(input)).toThrow(SiteConfigError);
    try {
      parseSiteConfig(input);
    } catch (error) {
      expect((error as SiteConfigError).field).toBe(field);
      expect((error as Error).message).toContain(field);
    }
  });

  test("vehicle ad feeds: both on, demos used, no UTM values, nothing excluded, store codes the location slugs", () => {
    expect(parseSiteConfig({}).feeds).toEqual({
      google: { enabled: true, utm: {} },
      meta: { enabled: true, utm: {} },
      demo_condition: "used",
      exclude_makes: [],
      exclude_locations: [],
      store_codes: {},
    });
    expect(
      parseSiteConfig({ feeds: { meta: { utm: { utm_source: "facebook", utm_campaign: "Spring sale" } } } })
        .feeds.meta,
    ).toEqual({ enabled: true, utm: { utm_source: "facebook", utm_campaign: "Spring sale" } });
  });

  test("a blog is off by default, at /blog and called Blog; a site sets its own path and title", () => {
    expect(parseSiteConfig({}).blogs).toEqual({ enabled: false, path: "/blog", title: "Blog" });
    expect(parseSiteConfig({ blogs: { enabled: true, path: "/news", title: "News" } }).blogs).toEqual({
      enabled: true,
      path: "/news",
      title: "News",
    });
  });

  test("split testing: no experiment by default; one is its name and weighted variants, a label each or null", () => {
    expect(parseSiteConfig({}).split_test).toBeNull();
    expect(
      parseSiteConfig({
        flags: { split_testing: true },
        split_test: { name: "hero", variants: TWO_VARIANTS },
      }).split_test,
    ).toEqual({
      name: "hero",
      variants: [
        { id: "control", weight: 50, label: null },
        { id: "browse", weight: 50, label: "Browse {count} {noun}" },
      ],
    });
  });

  test("retired settings (add-on flags, the store flag, the staging flag, the search service) are dropped from a stored document, not refused", () => {
    const config = parseSiteConfig({
      flags: {
        redbook: true,
        autobot: true,
        dealercell: true,
        dealerstudio: true,
        impel: true,
        enable_store: true,
        staging: true,
        garage_enabled: true,
      },
      search_service: { host: "search.example", key: "k" },
    });
    expect(config.flags.garage_enabled).toBe(true);
    for (const retired of [
      "autobot",
      "dealercell",
      "dealerstudio",
      "impel",
      "redbook",
      "enable_store",
      "staging",
    ]) {
      expect(config.flags).not.toHaveProperty(retired);
    }
    expect(config).not.toHaveProperty("search_service");
    // Any other unknown flag is still refused.
    expect(() => parseSiteConfig({ flags: { redbok: true } })).toThrow("flags.redbok");
  });
});
