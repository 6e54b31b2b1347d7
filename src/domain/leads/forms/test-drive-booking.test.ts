import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { testDriveBookingForm } from "@/domain/leads/forms/test-drive-booking";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

describe("test drive booking form (SPEC §5: booking date is not required)", () => {
  test.each<[string, object, Record<string, string>]>([
    ["no date chosen", { ...sampleContact, car_id: 5 }, {}],
    ["date chosen", { ...sampleContact, dateTime: "2030-05-01T09:30:00+10:00" }, {}],
    ["comments optional", { ...sampleContact, message: "" }, {}],
    ["phone still required", { ...sampleContact, phone: "" }, { phone: "*This is a required field." }],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(testDriveBookingForm, { market: "AU" }).safeParse(values))).toEqual(
      expected,
    );
  });

  test("fires the Test Drive New event (SPEC §9: 17)", () => {
    expect(testDriveBookingForm.conversionEventId).toBe(17);
  });
});
