import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { type FormDefinition, formSettings, initialFormValues } from "@/domain/leads/form-definition";
import { careersForm } from "@/domain/leads/forms/careers";
import { contactForm } from "@/domain/leads/forms/contact";
import { financeForm } from "@/domain/leads/forms/finance";
import { generalEnquiryForm } from "@/domain/leads/forms/general-enquiry";
import { partsForm } from "@/domain/leads/forms/parts";
import { sellMyCarForm } from "@/domain/leads/forms/sell-my-car";
import { serviceBookingForm } from "@/domain/leads/forms/service-booking";
import { testDriveBookingForm } from "@/domain/leads/forms/test-drive-booking";
import { tradeInForm } from "@/domain/leads/forms/trade-in";
import { vehicleEnquiryForm } from "@/domain/leads/forms/vehicle-enquiry";

const REQUIRED = "*This is a required field.";

// Invariants every form definition must keep; per-form specifics are in each form's test.
const forms: [string, FormDefinition][] = [
  ["vehicle enquiry", vehicleEnquiryForm],
  ["general enquiry", generalEnquiryForm],
  ["contact", contactForm],
  ["test drive booking", testDriveBookingForm],
  ["service booking", serviceBookingForm],
  ["finance", financeForm],
  ["trade-in", tradeInForm],
  ["sell my car", sellMyCarForm],
  ["parts", partsForm],
  ["careers", careersForm],
];

describe.each(forms)("%s form", (_label, form) => {
  const fields = form.steps.flatMap((step) => step.fields);

  test("field names are unique (they are lead keys)", () => {
    const names = fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test("every showWhen refers to a field of the form", () => {
    for (const field of fields) {
      if (field.showWhen) expect(fields.map((f) => f.name)).toContain(field.showWhen.field);
    }
  });

  test("SPEC §5: name, phone and email are required; opt_in is a check, unticked by default", () => {
    const byName = new Map(fields.map((field) => [field.name, field]));
    for (const name of ["first_name", "last_name", "email", "phone"]) {
      expect(byName.get(name)?.required ?? true).toBe(true);
    }
    expect(byName.get("opt_in")).toMatchObject({ defaultValue: false, required: false });
  });

  test("an empty submission is rejected with REQUIRED on the contact fields", () => {
    const result = buildFormSchema(form, { market: "AU" }).safeParse(initialFormValues(form));
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    for (const name of ["first_name", "last_name", "email", "phone"]) {
      expect(issues).toContainEqual(expect.objectContaining({ path: [name], message: REQUIRED }));
    }
  });

  test("multi-step forms end with the User Details step", () => {
    if (form.steps.length > 1) expect(form.steps.at(-1)?.title).toBe("User Details");
  });

  test("the conversion event is a form event (14-24), sell my car (40), career (51) or trade-in valuation (53)", () => {
    const id = formSettings(form).conversionEventId;
    expect([40, 51, 53].includes(id) || (id >= 14 && id <= 24)).toBe(true);
  });
});

test("form ids are unique", () => {
  const ids = forms.map(([, form]) => form.id);
  expect(new Set(ids).size).toBe(ids.length);
});
