import { describe, expect, test } from "vitest";
import {
  arrivalTouch,
  attributionLines,
  cleanClickId,
  cleanLandingPage,
  cleanReferrer,
  cleanUtmValue,
  currentAttribution,
  type DeviceAttribution,
  deriveSource,
  formPageTouch,
  type LeadSource,
  leadAttribution,
  readLeadAttribution,
  recordTouch,
  sourceLabel,
  type Touch,
} from "@/domain/leads/attribution";

const NOW = new Date("2030-06-30T12:00:00.000Z");
const DAY = 86_400_000;
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs).toISOString();

const touch = (patch: Partial<Touch> = {}): Touch => ({
  at: NOW.toISOString(),
  landing_page: "/",
  referrer: null,
  click_ids: {},
  utm: {},
  ...patch,
});

const GCLID = "Cj0KCQjw-abc_DEF.123~x";

describe("values are kept only when they are what they claim (hostile values are dropped)", () => {
  test.each<[string, (v: unknown) => string | null, unknown, string | null]>([
    ["a Google click id", cleanClickId, GCLID, GCLID],
    [
      "a Microsoft click id (32 hex)",
      cleanClickId,
      "0123456789abcdef0123456789abcdef",
      "0123456789abcdef0123456789abcdef",
    ],
    ["a click id with markup", cleanClickId, "abc<script>", null],
    ["a click id with a space", cleanClickId, "abc def", null],
    ["a click id of 256 characters", cleanClickId, "a".repeat(256), "a".repeat(256)],
    ["a click id of 257 characters", cleanClickId, "a".repeat(257), null],
    ["an empty click id", cleanClickId, "", null],
    ["a click id that is not text", cleanClickId, 42, null],
    ["a UTM value is free text", cleanUtmValue, "Spring Sale – 20% off!", "Spring Sale – 20% off!"],
    ["a UTM value is trimmed, its control characters spaces", cleanUtmValue, " a\u0000b\n\tc ", "a b c"],
    ["a UTM value of 200 characters", cleanUtmValue, "u".repeat(200), "u".repeat(200)],
    ["a UTM value of 201 characters", cleanUtmValue, "u".repeat(201), null],
    ["a blank UTM value", cleanUtmValue, "   ", null],
    ["a referrer host", cleanReferrer, "WWW.Google.com", "www.google.com"],
    ["a referrer host with a port", cleanReferrer, "localhost:3000", "localhost:3000"],
    ["a referrer that is a URL", cleanReferrer, "https://evil.example/x", null],
    ["a referrer with markup", cleanReferrer, "a<b.example", null],
    [
      "a landing page",
      cleanLandingPage,
      "/cars/x?gclid=1&utm_source=google",
      "/cars/x?gclid=1&utm_source=google",
    ],
    ["a landing page on another host", cleanLandingPage, "//evil.example/", null],
    ["a landing page that is a URL", cleanLandingPage, "https://evil.example/", null],
    ["a landing page with a space", cleanLandingPage, "/a b", null],
    ["a landing page of 501 characters", cleanLandingPage, `/${"p".repeat(500)}`, null],
  ])("%s", (_label, clean, value, expected) => {
    expect(clean(value)).toBe(expected);
  });
});

describe("arrivalTouch: which page views are arrivals", () => {
  const page = (url: string, referrer = "", loaded = true) =>
    arrivalTouch({ url, referrer, host: "harbourcity.localhost:3000", loaded, now: NOW });

  test("an ad click: the click id, the UTM values, the landing page and the time", () => {
    expect(
      page(
        `http://harbourcity.localhost:3000/cars/hilux?gclid=${GCLID}&utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=hilux&utm_content=ad1&make=Toyota`,
        "https://www.google.com/",
      ),
    ).toEqual({
      at: NOW.toISOString(),
      landing_page: `/cars/hilux?gclid=${GCLID}&utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=hilux&utm_content=ad1&make=Toyota`,
      referrer: "www.google.com",
      click_ids: { gclid: GCLID },
      utm: {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "spring",
        utm_term: "hilux",
        utm_content: "ad1",
      },
    });
  });

  test.each(["gclid", "gbraid", "wbraid", "fbclid", "msclkid"])("%s is kept", (param) => {
    expect(page(`http://harbourcity.localhost:3000/?${param}=x1`)?.click_ids).toEqual({ [param]: "x1" });
  });

  test.each<[string, string, string, boolean, "touch" | "none"]>([
    ["a page loaded from a search engine", "/", "https://www.google.com/", true, "touch"],
    ["a page loaded with no referrer (typed, bookmarked)", "/", "", true, "touch"],
    [
      "a page loaded from another page of the site",
      "/contact",
      "http://harbourcity.localhost:3000/",
      true,
      "none",
    ],
    ["a navigation inside the site", "/contact", "https://www.google.com/", false, "none"],
    ["a navigation inside the site to a tagged address", "/?utm_source=newsletter", "", false, "touch"],
    ["an unreadable address", "not a url", "", true, "none"],
  ])("%s: %s", (_label, path, referrer, loaded, expected) => {
    const url = path.startsWith("/") ? `http://harbourcity.localhost:3000${path}` : path;
    expect(page(url, referrer, loaded) === null ? "none" : "touch").toBe(expected);
  });

  test("the referrer is its host only, never its path or query", () => {
    expect(
      page("http://harbourcity.localhost:3000/", "https://news.example/story?id=7&email=a@b.c")?.referrer,
    ).toBe("news.example");
  });

  test("hostile values in the address are dropped, the rest kept", () => {
    const found = page("http://harbourcity.localhost:3000/?gclid=%3Cscript%3E&utm_source=google");
    expect(found?.click_ids).toEqual({});
    expect(found?.utm).toEqual({ utm_source: "google" });
  });

  test("an overlong query leaves the landing page as its path", () => {
    const found = page(`http://harbourcity.localhost:3000/cars/x?utm_source=google&pad=${"p".repeat(600)}`);
    expect(found?.landing_page).toBe("/cars/x");
  });
});

describe("recordTouch: first and last touch, each for 90 days", () => {
  const ad = touch({ at: daysAgo(10), click_ids: { gclid: "g1" }, landing_page: "/cars/a" });
  const organic = touch({ at: NOW.toISOString(), referrer: "www.google.com" });
  const direct = touch({ at: NOW.toISOString() });

  test.each<[string, DeviceAttribution | null, Touch, DeviceAttribution]>([
    ["the first arrival is both touches", null, organic, { first_touch: organic, last_touch: organic }],
    [
      "a later arrival is the last touch; the first stays",
      { first_touch: ad, last_touch: ad },
      organic,
      { first_touch: ad, last_touch: organic },
    ],
    [
      "a direct arrival leaves a known last touch in place",
      { first_touch: ad, last_touch: ad },
      direct,
      { first_touch: ad, last_touch: ad },
    ],
    [
      "a direct arrival is the first touch when none is kept",
      null,
      direct,
      { first_touch: direct, last_touch: direct },
    ],
    [
      "a touch exactly 90 days old is kept",
      { first_touch: { ...ad, at: daysAgo(90) }, last_touch: { ...ad, at: daysAgo(90) } },
      direct,
      { first_touch: { ...ad, at: daysAgo(90) }, last_touch: { ...ad, at: daysAgo(90) } },
    ],
    [
      "a touch older than 90 days is forgotten: the new arrival takes its place",
      { first_touch: { ...ad, at: daysAgo(90, 1) }, last_touch: { ...ad, at: daysAgo(90, 1) } },
      direct,
      { first_touch: direct, last_touch: direct },
    ],
  ])("%s", (_label, stored, arrival, expected) => {
    expect(recordTouch(stored, arrival, NOW)).toEqual(expected);
  });

  test("what storage holds is cleaned on reading: a tampered value is dropped", () => {
    const stored = { first_touch: { ...ad, click_ids: { gclid: "<x>" } }, last_touch: "junk" };
    expect(currentAttribution(stored, NOW)).toEqual({
      first_touch: { ...ad, click_ids: {} },
      last_touch: null,
    });
  });
});

describe("deriveSource: the lead's source from its last touch", () => {
  test.each<[string, Partial<Touch> | null, LeadSource]>([
    [
      "gclid: paid, Google Ads",
      { click_ids: { gclid: "g" } },
      { type: "paid", network: "Google Ads", detail: "gclid" },
    ],
    [
      "gbraid: paid, Google Ads",
      { click_ids: { gbraid: "g" } },
      { type: "paid", network: "Google Ads", detail: "gbraid" },
    ],
    [
      "wbraid: paid, Google Ads",
      { click_ids: { wbraid: "g" } },
      { type: "paid", network: "Google Ads", detail: "wbraid" },
    ],
    [
      "msclkid: paid, Microsoft Advertising",
      { click_ids: { msclkid: "m" } },
      { type: "paid", network: "Microsoft Advertising", detail: "msclkid" },
    ],
    [
      "fbclid with a paid medium: paid, Meta",
      { click_ids: { fbclid: "f" }, utm: { utm_source: "fb", utm_medium: "paid_social" } },
      { type: "paid", network: "Meta", detail: "fb / paid_social" },
    ],
    [
      "fbclid alone: a referral from Meta (it is on every Facebook link)",
      { click_ids: { fbclid: "f" } },
      { type: "referral", network: "Meta", detail: "fbclid" },
    ],
    [
      "utm_medium=cpc without a click id: paid, the network utm_source names",
      { utm: { utm_source: "bing", utm_medium: "cpc" } },
      { type: "paid", network: "Microsoft Advertising", detail: "bing / cpc" },
    ],
    [
      "a paid medium from an unknown network",
      { utm: { utm_source: "carsales", utm_medium: "display" } },
      { type: "paid", network: null, detail: "carsales / display" },
    ],
    [
      "utm_medium=organic",
      { utm: { utm_source: "google", utm_medium: "organic" } },
      { type: "organic", network: null, detail: "google / organic" },
    ],
    [
      "an email campaign: a referral",
      { utm: { utm_source: "newsletter", utm_medium: "email" } },
      { type: "referral", network: null, detail: "newsletter / email" },
    ],
    [
      "a search engine's referrer: organic",
      { referrer: "www.google.com.au" },
      { type: "organic", network: null, detail: "www.google.com.au" },
    ],
    [
      "Bing's referrer: organic",
      { referrer: "www.bing.com" },
      { type: "organic", network: null, detail: "www.bing.com" },
    ],
    [
      "Facebook's referrer: a referral from Meta",
      { referrer: "l.facebook.com" },
      { type: "referral", network: "Meta", detail: "l.facebook.com" },
    ],
    [
      "another site: a referral",
      { referrer: "forums.example" },
      { type: "referral", network: null, detail: "forums.example" },
    ],
    ["nothing at all: direct", {}, { type: "direct", network: null, detail: null }],
    ["no touch: direct", null, { type: "direct", network: null, detail: null }],
  ])("%s", (_label, patch, expected) => {
    expect(deriveSource(patch === null ? null : touch(patch))).toEqual(expected);
  });

  test.each<[LeadSource, string]>([
    [{ type: "paid", network: "Google Ads", detail: "gclid" }, "Paid: Google Ads (gclid)"],
    [{ type: "organic", network: null, detail: "www.google.com" }, "Organic search (www.google.com)"],
    [{ type: "referral", network: "Meta", detail: "fbclid" }, "Referral: Meta (fbclid)"],
    [{ type: "direct", network: null, detail: null }, "Direct"],
  ])("%j reads %j", (source, label) => {
    expect(sourceLabel(source)).toBe(label);
  });
});

describe("leadAttribution: what the server stores", () => {
  test("the touches as sent, with the source of the last", () => {
    const first = touch({ at: daysAgo(20), referrer: "www.google.com" });
    const last = touch({ at: daysAgo(1), click_ids: { gclid: "g1" }, utm: { utm_source: "google" } });
    expect(leadAttribution({ first_touch: first, last_touch: last }, NOW)).toEqual({
      first_touch: first,
      last_touch: last,
      source: { type: "paid", network: "Google Ads", detail: "gclid" },
    });
  });

  test.each<[string, Partial<Touch>]>([
    ["older than 90 days", { at: daysAgo(91) }],
    ["dated more than a day ahead of the server", { at: new Date(NOW.getTime() + 2 * DAY).toISOString() }],
    ["dated with no readable time", { at: "yesterday" }],
  ])("a touch %s is dropped", (_label, patch) => {
    const stale = touch({ click_ids: { gclid: "g1" }, ...patch });
    expect(leadAttribution({ first_touch: stale, last_touch: stale }, NOW)).toEqual({
      first_touch: null,
      last_touch: null,
      source: { type: "direct", network: null, detail: null },
    });
  });

  test("a value that is not what it claims is dropped, the lead's other values kept", () => {
    const sent = touch({
      click_ids: { gclid: "no spaces allowed", msclkid: "m1" },
      landing_page: "https://evil.example/",
      referrer: "javascript:alert(1)",
    });
    expect(leadAttribution({ first_touch: null, last_touch: sent }, NOW)).toEqual({
      first_touch: null,
      last_touch: { ...sent, click_ids: { msclkid: "m1" }, landing_page: null, referrer: null },
      source: { type: "paid", network: "Microsoft Advertising", detail: "msclkid" },
    });
  });

  test("a stored lead without attribution reads as none", () => {
    expect(readLeadAttribution(undefined)).toBeNull();
  });
});

describe("formPageTouch: the no-JavaScript form's one touch", () => {
  test("the form page's click id and campaign", () => {
    expect(formPageTouch("http://h.localhost/cars/x?gclid=g1&utm_source=google", NOW)).toEqual({
      at: NOW.toISOString(),
      landing_page: "/cars/x?gclid=g1&utm_source=google",
      referrer: null,
      click_ids: { gclid: "g1" },
      utm: { utm_source: "google" },
    });
  });

  test.each(["http://h.localhost/contact", "http://h.localhost/contact?step=1", "::"])(
    "none for %s",
    (url) => {
      expect(formPageTouch(url, NOW)).toBeNull();
    },
  );
});

describe("attributionLines: the dealer email's section", () => {
  test("the source, the last touch's evidence and the first visit", () => {
    const lines = attributionLines(
      leadAttribution(
        {
          first_touch: touch({
            at: "2030-06-01T08:00:00.000Z",
            referrer: "www.google.com",
            landing_page: "/",
          }),
          last_touch: touch({
            at: "2030-06-29T09:30:00.000Z",
            landing_page: "/cars/hilux?gclid=g1",
            click_ids: { gclid: "g1" },
            utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
          }),
        },
        NOW,
      ),
    );
    expect(lines).toEqual([
      "Where this lead came from:",
      "Source: Paid: Google Ads (gclid)",
      "Click id: gclid=g1",
      "Campaign: utm_source=google, utm_medium=cpc, utm_campaign=spring",
      "Landing page: /cars/hilux?gclid=g1, 2030-06-29 09:30 UTC",
      "First visit: Organic search (www.google.com), /, 2030-06-01 08:00 UTC",
    ]);
  });

  test("a lead without attribution has no section", () => {
    expect(attributionLines(null)).toEqual([]);
  });
});
