import { describe, expect, test } from "vitest";
import type { LeadDestination } from "@/domain/config/site-config";
import {
  channelDestinations,
  deliveryDueAt,
  type PlanLeadDeliveriesInput,
  planLeadDeliveries,
} from "@/domain/leads/plan-lead-deliveries";

const email: LeadDestination = { kind: "email", to: ["sales@dealer.example"], channel: "leads" };
const adf: LeadDestination = { kind: "adf", to: "crm@dealer.example", channel: "leads" };
const clarity: LeadDestination = {
  kind: "webhook",
  url: "https://clarity.example/hook",
  secret: "0123456789abcdef",
  channel: "car-clarity",
};
const base: PlanLeadDeliveriesInput = {
  destinations: [email, adf, clarity],
  siteEmail: "hello@dealer.example",
  channel: "leads",
  partial: false,
  partialLeadDelivery: false,
  deliveredBefore: false,
};

describe("planLeadDeliveries", () => {
  test.each<[string, Partial<PlanLeadDeliveriesInput>, Array<[string, "new" | "resend"]>]>([
    [
      "a completed lead goes to every leads destination",
      {},
      [
        ["email", "new"],
        ["adf", "new"],
      ],
    ],
    ["a partial step is not delivered by default", { partial: true }, []],
    [
      "a partial step is delivered when the site asks for partial leads",
      { partial: true, partialLeadDelivery: true },
      [
        ["email", "new"],
        ["adf", "new"],
      ],
    ],
    [
      "a later partial of a delivered lead is a resend",
      { partial: true, partialLeadDelivery: true, deliveredBefore: true },
      [
        ["email", "resend"],
        ["adf", "resend"],
      ],
    ],
    [
      "the completion of a delivered partial lead is a resend",
      { partialLeadDelivery: true, deliveredBefore: true },
      [
        ["email", "resend"],
        ["adf", "resend"],
      ],
    ],
    [
      "the car-clarity channel feeds only its own destinations",
      { channel: "car-clarity" },
      [["webhook", "new"]],
    ],
  ])("%s", (_label, overrides, expected) => {
    const planned = planLeadDeliveries({ ...base, ...overrides });
    expect(planned.map((p) => [p.destination.kind, p.prospect_status])).toEqual(expected);
  });
});

describe("channelDestinations", () => {
  test.each<[string, LeadDestination[], string | null, "leads" | "car-clarity", LeadDestination[]]>([
    ["configured destinations win", [email], "hello@x.example", "leads", [email]],
    [
      "no leads destination: the site's email receives its leads",
      [clarity],
      "hello@x.example",
      "leads",
      [{ kind: "email", to: ["hello@x.example"], channel: "leads" }],
    ],
    ["no destination and no site email: nothing", [], null, "leads", []],
    ["car-clarity has no fallback", [email], "hello@x.example", "car-clarity", []],
  ])("%s", (_label, destinations, siteEmail, channel, expected) => {
    expect(channelDestinations(destinations, siteEmail, channel)).toEqual(expected);
  });
});

test.each<[string, boolean, number]>([
  ["a completed lead is due at once", false, 0],
  ["a partial step waits 30 minutes for the shopper to go on", true, 30 * 60_000],
])("%s", (_label, partial, waitMs) => {
  const now = new Date("2030-06-01T10:00:00Z");
  expect(deliveryDueAt(partial, now).getTime() - now.getTime()).toBe(waitMs);
});
