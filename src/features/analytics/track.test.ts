import { describe, expect, test } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { dataLayerEvent, eventName } from "@/features/analytics/track";

describe("dataLayerEvent: what the data layer receives", () => {
  test("the wishlist event with the SPEC 3 vehicle fields, in dollars, currency AUD", () => {
    expect(
      dataLayerEvent(EVENT_IDS.wishlist, {
        vehicle: {
          name: "2021 Toyota Corolla",
          stocknum: "A123",
          price: 2_899_000,
          slug: "2021-toyota-corolla",
        },
      }),
    ).toEqual({
      event: "forecourt_39",
      event_id: 39,
      event_name: "Wishlist",
      vehicle: { stocknum: "A123", price: 28_990, name: "2021 Toyota Corolla", currency: "AUD" },
    });
  });

  test("only the person fields of a form leave the page", () => {
    const entry = dataLayerEvent(EVENT_IDS.form_general, {
      person: { name: "Ann", email: " ANN@Example.com ", message: "my secret", licence: "123" },
      lead_id: 77,
    });
    expect(entry.person).toEqual({ name: "Ann", email: "ann@example.com" });
    expect(JSON.stringify(entry)).not.toMatch(/secret|licence/);
    expect(entry.lead_id).toBe(77);
  });

  test("click to call carries its New Car / Used Car label", () => {
    expect(dataLayerEvent(EVENT_IDS.click_to_call, { label: "Used Car" })).toMatchObject({
      event_id: 25,
      event_name: "Click to Call",
      label: "Used Car",
    });
  });

  test.each<[Parameters<typeof eventName>[0], string]>([
    [1, "Home"],
    [25, "Click to Call"],
    [55, "Webchat Started"],
    [57, "Message Sent"],
    ["32_2", "Next Step 2"],
  ])("event %s is named %s", (id, name) => {
    expect(eventName(id)).toBe(name);
  });
});
