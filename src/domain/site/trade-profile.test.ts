import { describe, expect, test } from "vitest";
import { SITE_TEMPLATES } from "@/domain/config/site-config";
import { tradeProfile } from "@/domain/site/trade-profile";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";

describe("tradeProfile: each template's home page reads to its trade", () => {
  test.each([
    // template, heading, quick-search fields, browse by
    ["dealer", "Find your next car", ["make", "body", "condition"], "condition"],
    ["group", "Find your next car", ["make", "body", "condition"], "condition"],
    ["used", "Find your next car", ["make", "body", "condition"], "condition"],
    ["manufacturer", "Find your next car", ["make", "body", "condition"], "condition"],
    ["motorcycle", "Find your next ride", ["make", "body", "condition"], "condition"],
    ["range", "Find the RV for your next trip", ["body", "make", "condition"], "body"],
    ["camper", "Find the camper for your next trip", ["body", "make", "condition"], "body"],
    ["truck", "Find the truck for the job", ["body", "make", "condition"], "condition"],
    ["rental", "Hire a car", ["location", "body", "make"], "body"],
    ["subscription", "Subscribe to a car", ["body", "make"], "body"],
  ] as const)("%s: %s", (template, heading, fields, browseBy) => {
    const profile = tradeProfile(template);
    expect(profile.heading(primaryVehicleNoun(template))).toBe(heading);
    expect(profile.quickSearch).toEqual(fields);
    expect(profile.browseBy).toBe(browseBy);
  });

  test("every template is in the table above; an unknown one reads as a car dealer", () => {
    expect(SITE_TEMPLATES).toHaveLength(10);
    expect(tradeProfile("something-new").heading("Car")).toBe("Find your next car");
  });

  test("a fleet never offers a new/used choice; the heading over what the price includes", () => {
    for (const template of ["rental", "subscription"]) {
      expect(tradeProfile(template).quickSearch).not.toContain("condition");
    }
    expect(tradeProfile("rental").includesHeading).toBe("Every hire includes");
    expect(tradeProfile("subscription").includesHeading).toBe("Every subscription includes");
    expect(tradeProfile("dealer").includesHeading).toBe("Every price includes");
  });

  test("the vehicle page's form and main action in the trade's words; a hired car is not financed", () => {
    expect(tradeProfile("rental")).toMatchObject({
      vehicleForm: "hire-booking",
      primaryAction: "Book this car",
    });
    expect(tradeProfile("subscription")).toMatchObject({
      vehicleForm: "subscription",
      primaryAction: "Subscribe to this car",
    });
    expect(tradeProfile("dealer")).toMatchObject({
      vehicleForm: "enquiry",
      primaryAction: null,
      withoutActions: [],
    });
    for (const template of ["rental", "subscription"])
      expect(tradeProfile(template).withoutActions).toEqual(
        expect.arrayContaining(["finance", "trade_in", "test_drive"]),
      );
  });

  test("a dealer's own noun reads in the heading", () => {
    expect(tradeProfile("dealer").heading("Ute")).toBe("Find your next ute");
    expect(tradeProfile("rental").heading("Van")).toBe("Hire a van");
  });
});
