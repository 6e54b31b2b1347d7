import { expect, test } from "vitest";
import { renderLeadEmail } from "@/domain/leads/render-lead-email";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";

const lead: StoredLeadPayload = {
  name: "Ann Lee",
  first_name: "Ann",
  email: "ann@example.com",
  phone: "0412345678",
  category: "General Enquiry",
  message: "Is it still available?",
  lead_status: "Complete",
  opt_in: true,
  visited_pages: ["/", "/cars/mazda-cx-5"],
  linked_query_params: { utm_source: "google" },
  user_agent: "UA",
};

test.each<[string, StoredLeadPayload, "new" | "resend", string]>([
  ["a new lead", lead, "new", "General Enquiry from Ann Lee – Harbour City"],
  ["a resent lead", lead, "resend", "Updated: General Enquiry from Ann Lee – Harbour City"],
  [
    "an incomplete lead",
    { ...lead, lead_status: "Incomplete" },
    "new",
    "General Enquiry from Ann Lee (incomplete) – Harbour City",
  ],
  ["no name", { category: "Finance Enquiry" }, "new", "Finance Enquiry from a visitor – Harbour City"],
])("subject of %s", (_label, input, status, subject) => {
  expect(
    renderLeadEmail(input, { siteName: "Harbour City", leadId: 7, prospectStatus: status }).subject,
  ).toBe(subject);
});

test("the body lists the visitor's details first and leaves technical fields out", () => {
  const { text } = renderLeadEmail(lead, { siteName: "Harbour City", leadId: 7, prospectStatus: "new" });
  expect(text).toContain("Lead #7");
  expect(text.indexOf("Name: Ann Lee")).toBeLessThan(text.indexOf("Email: ann@example.com"));
  expect(text).toContain("Message: Is it still available?");
  expect(text).toContain("Opt in: Yes");
  expect(text).toContain("Linked query params: utm_source=google");
  expect(text).toContain("  /cars/mazda-cx-5");
  expect(text).not.toContain("User agent");
  expect(text).not.toContain("First name");
});

test("the phone is shown as typed, then its E.164 form", () => {
  const { text } = renderLeadEmail(
    { ...lead, phone: "+61 412 345 678", phone_e164: "+61412345678" },
    { siteName: "Harbour City", leadId: 7, prospectStatus: "new" },
  );
  expect(text).toContain("Phone: +61 412 345 678\nPhone (E.164): +61412345678\n");
});

test("issue 32: where the lead came from, in a section of its own", () => {
  const { text } = renderLeadEmail(
    {
      ...lead,
      attribution: {
        first_touch: null,
        last_touch: {
          at: "2030-06-29T09:30:00.000Z",
          landing_page: "/cars/hilux?gclid=g1&utm_source=google",
          referrer: null,
          click_ids: { gclid: "g1" },
          utm: { utm_source: "google" },
        },
        source: { type: "paid", network: "Google Ads", detail: "gclid" },
      },
    },
    { siteName: "Harbour City", leadId: 7, prospectStatus: "new" },
  );
  expect(text).toContain(
    [
      "",
      "Where this lead came from:",
      "Source: Paid: Google Ads (gclid)",
      "Click id: gclid=g1",
      "Campaign: utm_source=google",
      "Landing page: /cars/hilux?gclid=g1&utm_source=google, 2030-06-29 09:30 UTC",
      "",
      "Pages visited:",
    ].join("\n"),
  );
  expect(text).not.toContain("Attribution:");
});
