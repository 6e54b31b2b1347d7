import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { serviceBookingForm, serviceIntervalOptions } from "@/domain/leads/forms/service-booking";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

const REQUIRED = "*This is a required field.";
const valid = {
  ...sampleContact,
  Rego: "ABC123",
  "Vehicle Make": "Mazda",
  "Vehicle Model": "CX-5",
  year: "2019",
  service_interval: "60,000 km",
  dateTime: "2030-05-01T08:00:00+10:00",
};

describe("service booking form", () => {
  test.each<[string, object, Record<string, string>]>([
    ["valid", valid, {}],
    // A dealership with no times online still gets the booking.
    ["a slot is optional (no times online)", { ...valid, dateTime: "" }, {}],
    ["needs a service interval", { ...valid, service_interval: undefined }, { service_interval: REQUIRED }],
    ["needs the rego", { ...valid, Rego: " " }, { Rego: REQUIRED }],
    ["additional services are optional", { ...valid, additional_services: ["Tyre rotation"] }, {}],
    // The browser form sends false for the extras when none is ticked.
    ["no extra ticked (the browser's false)", { ...valid, additional_services: false }, {}],
    ["no extra ticked (a plain post leaves it out)", { ...valid, additional_services: undefined }, {}],
    ["one extra ticked (a plain post's string)", { ...valid, additional_services: "Battery check" }, {}],
    [
      "a lone true names no extra: refused in the product's words",
      { ...valid, additional_services: true },
      { additional_services: "Please choose one of the options." },
    ],
    [
      "an extra the form does not offer",
      { ...valid, additional_services: ["Detailing"] },
      { "additional_services.0": "Please choose one of the options." },
    ],
    ["odometer optional but numeric", { ...valid, odometer: "lots" }, { odometer: "Please enter a number." }],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(serviceBookingForm, { market: "AU" }).safeParse(values))).toEqual(
      expected,
    );
  });

  test("year and odometer come out as numbers", () => {
    const parsed = buildFormSchema(serviceBookingForm, { market: "AU" }).parse({
      ...valid,
      odometer: "60,120",
    });
    expect(parsed).toMatchObject({ year: 2019, odometer: 60120 });
  });

  test("fires the Service Booking event (SPEC §9: 20)", () => {
    expect(serviceBookingForm.conversionEventId).toBe(20);
  });
});

describe("serviceIntervalOptions: the service required options", () => {
  test.each<["AU" | "NZ" | "US", number, string]>([
    ["AU", 0, "10,000 km / 6 months logbook service"],
    ["AU", 1, "20,000 km / 1 year logbook service"],
    ["AU", 3, "40,000 km / 2 years logbook service"],
    ["AU", 14, "150,000 km / 90 months logbook service"],
    ["NZ", 0, "10,000 km / 6 months logbook service"],
    ["US", 0, "6,000 miles / 6 months logbook service"],
    ["AU", 15, "General service"],
    ["AU", 17, "Not sure"],
  ])("%s option %i is %s", (market, index, label) => {
    const option = serviceIntervalOptions(market)[index];
    expect(option).toEqual({ value: label, label });
  });
});
