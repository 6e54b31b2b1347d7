import { describe, expect, test } from "vitest";
import {
  buildAnalyticsEvent,
  chatEventFor,
  describeUserAgent,
  liveChatMessageCounts,
  trackingPerson,
  trackingVehicle,
} from "@/domain/site/analytics-payload";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const WINDOWS_EDGE = `${WINDOWS_CHROME} Edg/124.0.2478.51`;
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const ANDROID_PHONE_SAMSUNG =
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36";
const MAC_FIREFOX = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("trackingPerson: SPEC 3 'Person: name, last_name, email, phone, day, month, year, postcode, state, lead_id'", () => {
  test.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "picks every person field",
      {
        name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412 345 678",
        day: "04",
        month: "07",
        year: "1990",
        postcode: "2000",
        state: "NSW",
        lead_id: 123,
      },
      {
        name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412 345 678",
        day: "04",
        month: "07",
        year: "1990",
        postcode: "2000",
        state: "NSW",
        lead_id: 123,
      },
    ],
    [
      "drops lead fields that are not tracking fields",
      { name: "Jane", message: "Call me after 5", Rego: "ABC123", "Vehicle Make": "Ford" },
      { name: "Jane" },
    ],
    ["trims and lower-cases the email", { email: "  Jane@Example.COM " }, { email: "jane@example.com" }],
    [
      "drops empty and non-text values",
      { name: "", last_name: "   ", phone: null, postcode: undefined, state: { code: "NSW" }, lead_id: "" },
      {},
    ],
    ["keeps numeric postcode as text", { postcode: 2000 }, { postcode: "2000" }],
  ])("%s", (_, input, expected) => {
    expect(trackingPerson(input)).toEqual(expected);
  });
});

describe("trackingVehicle: SPEC 3 'Vehicle: stocknum, price, name, currency AUD'", () => {
  test.each<[Parameters<typeof trackingVehicle>[0], ReturnType<typeof trackingVehicle>]>([
    [
      { stocknum: "U1234", price: 28990, name: "2019 Mazda 3 Maxx" },
      { stocknum: "U1234", price: 28990, name: "2019 Mazda 3 Maxx", currency: "AUD" },
    ],
    [
      { name: "2024 Ford Ranger" },
      { stocknum: null, price: null, name: "2024 Ford Ranger", currency: "AUD" },
    ],
  ])("%o", (car, expected) => {
    expect(trackingVehicle(car)).toEqual(expected);
  });
});

describe("buildAnalyticsEvent: SPEC 3 'Analytics event'", () => {
  test("wraps the spec's fields under event, with browser, device and car in event_properties", () => {
    const body = buildAnalyticsEvent({
      website_slug: "acme",
      url: "https://acme.com.au/cars/2019-mazda-3",
      category: "click-to-call",
      lead_id: 42,
      anon_id: "dev-1",
      session_id: "sess-1",
      device: { user_agent: IPHONE, language: "en-AU", screen_width: 390, screen_height: 844 },
      car: { slug: "2019-mazda-3", name: "2019 Mazda 3 Maxx" },
    });
    expect(body).toEqual({
      event: {
        website_slug: "acme",
        url: "https://acme.com.au/cars/2019-mazda-3",
        category: "click-to-call",
        lead_id: 42,
        anon_id: "dev-1",
        session_id: "sess-1",
        error_message: null,
        event_properties: {
          browser: "Safari",
          os: "iOS",
          device_type: "mobile",
          user_agent: IPHONE,
          language: "en-AU",
          screen_width: 390,
          screen_height: 844,
          viewport_width: null,
          viewport_height: null,
          car_slug: "2019-mazda-3",
          car_name: "2019 Mazda 3 Maxx",
          experiment: null,
          experiment_variant: null,
        },
      },
    });
  });

  test("absent lead, error and car are explicit nulls so every row has the same columns", () => {
    const { event } = buildAnalyticsEvent({
      website_slug: "acme",
      url: "https://acme.com.au/",
      category: "form-error",
      anon_id: "a",
      session_id: "s",
      error_message: "An error occurred when submitting this form",
    });
    expect(Object.keys(event).sort()).toEqual(
      [
        "website_slug",
        "url",
        "category",
        "lead_id",
        "anon_id",
        "session_id",
        "error_message",
        "event_properties",
      ].sort(),
    );
    expect(event.lead_id).toBeNull();
    expect(event.error_message).toBe("An error occurred when submitting this form");
    expect(event.event_properties).toMatchObject({ car_slug: null, car_name: null, browser: "Other" });
  });

  test("SPEC 6: a device shown a split test carries the experiment and its variant on every event", () => {
    const { event } = buildAnalyticsEvent({
      website_slug: "acme",
      url: "https://acme.com.au/finance",
      category: "Finance",
      anon_id: "a",
      session_id: "s",
      experiment: { name: "home-search-button", variant: "browse" },
    });
    expect(event.event_properties).toMatchObject({
      experiment: "home-search-button",
      experiment_variant: "browse",
    });
  });
});

describe("describeUserAgent", () => {
  test.each<[string, string, string, string]>([
    [IPHONE, "Safari", "iOS", "mobile"],
    [WINDOWS_CHROME, "Chrome", "Windows", "desktop"],
    [WINDOWS_EDGE, "Edge", "Windows", "desktop"],
    [ANDROID_TABLET, "Chrome", "Android", "tablet"],
    [ANDROID_PHONE_SAMSUNG, "Samsung Internet", "Android", "mobile"],
    [MAC_FIREFOX, "Firefox", "macOS", "desktop"],
    [GOOGLEBOT, "Other", "Other", "bot"],
    ["", "Other", "Other", "desktop"],
  ])("%s → %s / %s / %s", (ua, browser, os, device_type) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os, device_type });
  });
});

describe("liveChatMessageCounts: SPEC 4 'within 10 seconds of its timestamp counts'", () => {
  const now = new Date("2025-03-01T10:00:00.000Z");
  test.each<[string, Date | number | string, boolean]>([
    ["same instant", now, true],
    ["9.999 s old", new Date(now.getTime() - 9_999), true],
    ["exactly 10 s old", now.getTime() - 10_000, true],
    ["10.001 s old", now.getTime() - 10_001, false],
    ["a minute old (history replay)", "2025-03-01T09:59:00.000Z", false],
    ["5 s ahead (server clock skew)", "2025-03-01T10:00:05.000Z", true],
    ["11 s ahead", "2025-03-01T10:00:11.000Z", false],
    ["unparseable", "not a date", false],
  ])("%s → %s", (_, timestamp, expected) => {
    expect(liveChatMessageCounts(timestamp, now)).toBe(expected);
  });
});

describe("chatEventFor: SPEC 4 'The first sends event 55 and later ones event 57'", () => {
  test.each<[boolean, number]>([
    [true, 55],
    [false, 57],
  ])("first=%s → %i", (first, id) => {
    expect(chatEventFor(first)).toBe(id);
  });
});
