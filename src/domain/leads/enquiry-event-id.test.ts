import { describe, expect, test } from "vitest";
import { conversionEventIdFor, enquiryTypeEventId } from "@/domain/leads/enquiry-event-id";
import { contactForm } from "@/domain/leads/forms/contact";
import { generalEnquiryForm } from "@/domain/leads/forms/general-enquiry";

describe("enquiryTypeEventId: SPEC 9 'Enquiry types' → 'Event ids'", () => {
  test.each<[string, number]>([
    ["General Enquiry", 22], // 22 General (default conversion)
    ["Service Enquiry", 45], // 45 service enquiry
    ["Parts Enquiry", 21], // 21 Parts
    ["New Vehicle Enquiry", 14], // 14 New Vehicle
    ["Used Vehicle Enquiry", 15], // 15 Used Vehicle
    ["Fleet Enquiry", 19], // 19 Fleet
    ["Finance Enquiry", 23], // 23 Finance
    ["Careers Enquiry", 51], // 51 career
    ["Sell My Car Enquiry", 40], // 40 sell my car
  ])("%s → %i", (category, id) => {
    expect(enquiryTypeEventId(category)).toBe(id);
  });

  test.each([["Something Else Enquiry"], [""], [undefined], [45]])("%s is no enquiry type", (value) => {
    expect(enquiryTypeEventId(value)).toBeNull();
  });
});

describe("conversionEventIdFor", () => {
  test("the general enquiry's chosen type decides: a service enquiry is 45, not 22", () => {
    expect(conversionEventIdFor(generalEnquiryForm, { category: "Service Enquiry" }, 22)).toBe(45);
    expect(conversionEventIdFor(generalEnquiryForm, { category: "Careers Enquiry" }, 22)).toBe(51);
  });

  test("no type chosen, or a form without the choice: the configured event", () => {
    expect(conversionEventIdFor(generalEnquiryForm, {}, 22)).toBe(22);
    expect(conversionEventIdFor(contactForm, { category: "Service Enquiry" }, 22)).toBe(22);
  });
});
