import { expect, test } from "vitest";
import { deliveryKey, webhookBody } from "@/domain/leads/webhook-body";

test.each<[number, number, number, string]>([
  [1, 2, 3, "fc-1-2-3"],
  [10, 200, 3000, "fc-10-200-3000"],
])("deliveryKey(%i, %i, %i) = %s", (site, lead, delivery, expected) => {
  expect(deliveryKey(site, lead, delivery)).toBe(expected);
});

test("the body carries the stable delivery id, the lead id and the lead", () => {
  const body = JSON.parse(
    webhookBody({
      websiteId: 1,
      websiteSlug: "harbourcity",
      leadId: 2,
      deliveryId: 3,
      prospectStatus: "resend",
      lead: { name: "Ann" },
    }),
  );
  expect(body).toEqual({
    delivery_id: "fc-1-2-3",
    lead_id: 2,
    website_slug: "harbourcity",
    prospect_status: "resend",
    lead: { name: "Ann" },
    files: [],
  });
});

test("the shopper's uploads are listed by name, type, size and link", () => {
  const files = [
    {
      filename: "licence.pdf",
      content_type: "application/pdf",
      size: 52_000,
      url: "http://x/api/lead-files/1",
    },
  ];
  const body = JSON.parse(
    webhookBody({
      websiteId: 1,
      websiteSlug: "harbourcity",
      leadId: 2,
      deliveryId: 3,
      prospectStatus: "new",
      lead: {},
      files,
    }),
  );
  expect(body.files).toEqual(files);
});
