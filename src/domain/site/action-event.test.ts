import { describe, expect, test } from "vitest";
import { linkClickEventFor, namedEventId } from "@/domain/site/action-event";

const ORIGIN = "http://harbourcity.localhost:3000";

describe("linkClickEventFor: SPEC 9 '58 finance link click'", () => {
  test.each<[string, number | null]>([
    ["/finance", 58], // SPEC 2 Finance: /finance (default), /finance-enquiry, /apply-for-finance, /finance-the-dream
    ["/finance-enquiry", 58],
    ["/apply-for-finance", 58],
    ["/finance-the-dream", 58],
    ["/finance?car_id=12&vehiclePriceBudget=30000#finance-form", 58],
    ["/pages/finance", 58],
    ["/Finance", 58],
    [`${ORIGIN}/finance`, 58],
    ["/finance/calculator", null],
    ["/guaranteed-future-value", null],
    ["/service", null],
    ["/", null],
    ["https://bank.example.com/finance", null], // another site's finance page
    ["tel:0299999999", null],
    ["http://[bad", null],
  ])("%s → %s", (href, id) => {
    expect(linkClickEventFor(href, ORIGIN)).toBe(id);
  });
});

describe("namedEventId", () => {
  test.each<[string | null, number | null]>([
    ["vehicle_search", 29],
    ["print_pdf", 61],
    ["document_request", 56],
    ["toString", null], // not an own key of the catalogue
    ["no_such_event", null],
    ["", null],
    [null, null],
  ])("%s → %s", (name, id) => {
    expect(namedEventId(name)).toBe(id);
  });
});
