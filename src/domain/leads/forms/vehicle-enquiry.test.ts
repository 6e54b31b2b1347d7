import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { vehicleEnquiryForm } from "@/domain/leads/forms/vehicle-enquiry";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

const valid = {
  ...sampleContact,
  message: "Is it still available?",
  car_id: 981,
  stock_number: "U1234",
  car_type: "used",
  "Vehicle Make": "Toyota",
  "Vehicle Model": "Corolla",
};

describe("vehicle enquiry form", () => {
  test.each<[string, object, Record<string, string>]>([
    ["valid", valid, {}],
    [
      "message required by default (SPEC §5)",
      { ...valid, message: "" },
      { message: "*This is a required field." },
    ],
    ["best deal/finance ticks are optional", { ...valid, "Best Deal": true }, {}],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(vehicleEnquiryForm, { market: "AU" }).safeParse(values))).toEqual(
      expected,
    );
  });

  test("the car fields set by the page reach the lead unchanged", () => {
    const parsed = buildFormSchema(vehicleEnquiryForm, { market: "AU" }).parse(valid);
    expect(parsed).toMatchObject({
      car_id: 981,
      stock_number: "U1234",
      car_type: "used",
      "Vehicle Make": "Toyota",
    });
  });

  test("message becomes optional on sites configured so", () => {
    const schema = buildFormSchema(vehicleEnquiryForm, { market: "AU", messageOptional: true });
    expect(schema.safeParse({ ...valid, message: "" }).success).toBe(true);
  });
});
