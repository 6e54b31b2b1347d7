import { describe, expect, test } from "vitest";
import { analyticsEventBodySchema, carPhoneCallBodySchema } from "@/domain/site/analytics-event-body";
import { buildAnalyticsEvent } from "@/domain/site/analytics-payload";

describe("analyticsEventBodySchema: SPEC 7 'Body {event} with website_slug, url, category, …'", () => {
  test("what buildAnalyticsEvent sends is accepted as it is", () => {
    const body = buildAnalyticsEvent({
      website_slug: "westside-auto",
      url: "http://westside-auto.localhost:3000/cars/x",
      category: "Wishlist",
      anon_id: "dev-1",
      session_id: "ses-1",
      device: { user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1" },
      car: { slug: "x", name: "2020 Mazda 3" },
    });
    expect(analyticsEventBodySchema.parse(body)).toEqual(body);
  });

  test.each<[string, unknown]>([
    ["no event wrapper", { website_slug: "a", url: "/", category: "c" }],
    ["no category", { event: { website_slug: "a", url: "/" } }],
    ["an unknown field", { event: { website_slug: "a", url: "/", category: "c", password: "x" } }],
    [
      "nested objects in properties",
      { event: { website_slug: "a", url: "/", category: "c", event_properties: { a: { b: 1 } } } },
    ],
    ["a huge url", { event: { website_slug: "a", url: "x".repeat(2001), category: "c" } }],
  ])("refuses %s", (_case, body) => {
    expect(analyticsEventBodySchema.safeParse(body).success).toBe(false);
  });
});

describe("carPhoneCallBodySchema: click to call (SPEC 7)", () => {
  test("a call from a used car page", () => {
    expect(
      carPhoneCallBodySchema.parse({
        website_id: 3,
        car_id: 12,
        dealership_id: 4,
        phone: "02 9635 7700",
        label: "Used Car",
      }),
    ).toMatchObject({ website_id: 3, car_id: 12, label: "Used Car", url: "", anon_id: null });
  });
  test.each<[string, unknown]>([
    ["no website", { label: "New Car" }],
    ["a label that is not New Car or Used Car", { website_id: 1, label: "Demo Car" }],
  ])("refuses %s", (_case, body) => {
    expect(carPhoneCallBodySchema.safeParse(body).success).toBe(false);
  });
});
