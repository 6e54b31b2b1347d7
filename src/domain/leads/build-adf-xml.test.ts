import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { type AdfOptions, buildAdfXml } from "@/domain/leads/build-adf-xml";
import { at, childrenNamed, parseXml, textOf } from "@/domain/leads/test-support/parse-xml";

const lead = {
  name: "Jo Bloggs",
  first_name: "Jo",
  last_name: "Bloggs",
  email: "jo@example.com",
  phone: "0411222333",
  postcode: "2000",
  message: "Is it still available?",
};

const options: AdfOptions = {
  dealerName: "Northside Toyota",
  status: "new",
  id: "lead-5512",
  requestDate: new Date("2030-05-01T09:30:00.000Z"),
  vehicle: {
    year: 2019,
    make: "Toyota",
    model: "Hilux",
    vin: "JT123",
    stocknum: "U1234",
    priceCents: 4_599_000,
    car_type: "used",
  },
};

function prospect(xml: string) {
  const doc = parseXml(xml);
  expect(doc.root.name).toBe("adf");
  const found = at(doc.root, "prospect");
  if (!found) throw new Error("no prospect");
  return found;
}

describe("buildAdfXml (ADF 1.0 for dealer CRMs)", () => {
  test("starts with the XML and ADF declarations", () => {
    const doc = parseXml(buildAdfXml(lead, options));
    expect(doc.instructions).toEqual([
      { target: "xml", data: 'version="1.0"' },
      { target: "adf", data: 'version="1.0"' },
    ]);
    expect(buildAdfXml(lead, options).startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(
      true,
    );
  });

  test.each<[string, string | undefined]>([
    ["id", "lead-5512"],
    ["requestdate", "2030-05-01T09:30:00.000Z"],
    ["vehicle/year", "2019"],
    ["vehicle/make", "Toyota"],
    ["vehicle/model", "Hilux"],
    ["vehicle/vin", "JT123"],
    ["vehicle/stock", "U1234"],
    ["vehicle/price", "45990"],
    ["customer/contact/email", "jo@example.com"],
    ["customer/contact/phone", "0411222333"],
    ["customer/contact/address/postalcode", "2000"],
    ["customer/comments", "Is it still available?"],
    ["vendor/vendorname", "Northside Toyota"],
    ["provider/name", "Forecourt"],
  ])("%s is %j", (path, expected) => {
    expect(textOf(at(prospect(buildAdfXml(lead, options)), path))).toBe(expected);
  });

  test.each<[string, Record<string, unknown>, string]>([
    [
      "the E.164 form when the lead has one",
      { phone: "0411 222 333", phone_e164: "+61411222333" },
      "+61411222333",
    ],
    ["the typed phone for a lead without one", { phone: "0411 222 333", phone_e164: null }, "0411 222 333"],
  ])("<phone> is %s", (_label, phones, expected) => {
    expect(textOf(at(prospect(buildAdfXml({ ...lead, ...phones }, options)), "customer/contact/phone"))).toBe(
      expected,
    );
  });

  test.each<[string, Record<string, unknown>, string, string | undefined]>([
    [
      "a mobile is a cellphone, in its E.164 mobile form",
      { phone: "0411 222 333", phone_e164: "+61411222333", mobile_e164: "+61411222333" },
      "+61411222333",
      "cellphone",
    ],
    [
      "a landline has no type (voice)",
      { phone: "02 9876 5432", phone_e164: "+61298765432", mobile_e164: null },
      "+61298765432",
      undefined,
    ],
  ])("<phone>: %s", (_label, phones, expected, type) => {
    const phone = at(prospect(buildAdfXml({ ...lead, ...phones }, options)), "customer/contact/phone");
    expect([textOf(phone), phone?.attributes.type]).toEqual([expected, type]);
  });

  test.each<[string, string, Record<string, string>]>([
    ["prospect", "", { status: "new" }],
    ["id", "id", { sequence: "1", source: "Forecourt" }],
    ["vehicle", "vehicle", { interest: "buy", status: "used" }],
    ["price", "vehicle/price", { type: "asking", currency: "AUD" }],
    ["provider name", "provider/name", { part: "full" }],
  ])("%s attributes", (_label, path, attributes) => {
    const root = prospect(buildAdfXml(lead, options));
    expect((path === "" ? root : at(root, path))?.attributes).toEqual(attributes);
  });

  test("first and last name parts", () => {
    const names = childrenNamed(
      defined(at(prospect(buildAdfXml(lead, options)), "customer/contact"), "the contact"),
      "name",
    );
    expect(names.map((n) => [n.attributes.part, textOf(n)])).toEqual([
      ["first", "Jo"],
      ["last", "Bloggs"],
    ]);
  });

  test.each<[string, Partial<AdfOptions>, Record<string, unknown>, string, string | undefined]>([
    ["resend status", { status: "resend" }, {}, "@status", "resend"],
    ["new car", { vehicle: { car_type: "new" } }, {}, "vehicle@status", "new"],
    ["demo is sold as new", { vehicle: { car_type: "demo" } }, {}, "vehicle@status", "new"],
    [
      "cents are shown as dollars and cents",
      { vehicle: { priceCents: 1_234_550 } },
      {},
      "vehicle/price",
      "12345.50",
    ],
    ["the currency follows the site", { currency: "NZD" }, {}, "vehicle/price@currency", "NZD"],
    [
      "vehicle from the lead's own fields",
      { vehicle: undefined },
      {
        "Vehicle Make": "Mazda",
        stock_number: "N77",
        car_type: "used",
      },
      "vehicle/make",
      "Mazda",
    ],
    [
      "…including stock and status",
      { vehicle: undefined },
      { stock_number: "N77", car_type: "used" },
      "vehicle@status",
      "used",
    ],
    [
      "no names: a full-name part",
      {},
      { first_name: undefined, last_name: undefined, name: "J B" },
      "customer/contact/name@part",
      "full",
    ],
    ["no postcode: no address", {}, { postcode: "" }, "customer/contact/address", undefined],
    ["no message: no comments", {}, { message: undefined }, "customer/comments", undefined],
    [
      "a string request date is used as given",
      { requestDate: "2030-05-01T19:30:00+10:00" },
      {},
      "requestdate",
      "2030-05-01T19:30:00+10:00",
    ],
  ])("%s", (_label, extraOptions, extraLead, query, expected) => {
    const root = prospect(buildAdfXml({ ...lead, ...extraLead }, { ...options, ...extraOptions }));
    const [path = "", attribute] = query.split("@");
    const node = path === "" ? root : at(root, path);
    expect(attribute === undefined ? textOf(node) : node?.attributes[attribute]).toBe(expected);
  });

  test("The source names the provider's service; click id and campaign follow the message", () => {
    const attribution = {
      first_touch: null,
      last_touch: {
        at: "2030-06-29T09:30:00.000Z",
        landing_page: "/cars/hilux?gclid=g1&a=1",
        referrer: null,
        click_ids: { gclid: "g1" },
        utm: { utm_source: "google", utm_campaign: "Tom & <Jerry>" },
      },
      source: { type: "paid", network: "Google Ads", detail: "gclid" },
    };
    const root = prospect(buildAdfXml({ ...lead, attribution }, options));
    expect(textOf(at(root, "provider/name"))).toBe("Forecourt");
    expect(textOf(at(root, "provider/service"))).toBe("Paid: Google Ads (gclid)");
    expect(textOf(at(root, "customer/comments"))).toBe(
      [
        "Is it still available?",
        "",
        "Where this lead came from:",
        "Source: Paid: Google Ads (gclid)",
        "Click id: gclid=g1",
        "Campaign: utm_source=google, utm_campaign=Tom & <Jerry>",
        "Landing page: /cars/hilux?gclid=g1&a=1, 2030-06-29 09:30 UTC",
      ].join("\n"),
    );
    // ADF 1.0's order: customer (contact, id*, timeframe?, comments?); provider (id*, name, service? …).
    expect(
      defined(at(root, "customer"), "customer").children.flatMap((c) =>
        typeof c === "string" ? [] : [c.name],
      ),
    ).toEqual(["contact", "comments"]);
    expect(
      defined(at(root, "provider"), "provider").children.flatMap((c) =>
        typeof c === "string" ? [] : [c.name],
      ),
    ).toEqual(["name", "service"]);
  });

  test("a lead without attribution has no service and only its message", () => {
    const root = prospect(buildAdfXml(lead, options));
    expect(at(root, "provider/service")).toBeUndefined();
    expect(textOf(at(root, "customer/comments"))).toBe("Is it still available?");
  });

  test("hostile text is escaped and survives the round trip", () => {
    const nasty = `Tom & "Jerry" <script>alert('x')</script> ]]> &amp;`;
    const xml = buildAdfXml(
      { ...lead, first_name: nasty, message: nasty, email: "a&b@example.com" },
      { ...options, dealerName: "A & B's <Motors>", id: 'id"1' },
    );
    const root = prospect(xml);
    expect(textOf(childrenNamed(defined(at(root, "customer/contact"), "the contact"), "name")[0])).toBe(
      nasty,
    );
    expect(textOf(at(root, "customer/comments"))).toBe(nasty);
    expect(textOf(at(root, "vendor/vendorname"))).toBe("A & B's <Motors>");
    expect(textOf(at(root, "id"))).toBe('id"1');
  });

  test("characters XML cannot carry are dropped instead of breaking the document", () => {
    const xml = buildAdfXml({ ...lead, message: "bell\u0007 nul\u0000 lone\uD800 ok\u{1F697}" }, options);
    expect(textOf(at(prospect(xml), "customer/comments"))).toBe("bell nul lone ok\u{1F697}");
  });

  test("any text at all yields a well-formed document that carries it", () => {
    const xmlSafe = (s: string) =>
      [...s]
        .filter((c) => {
          const code = c.codePointAt(0) ?? 0;
          return (
            code === 9 ||
            code === 10 ||
            code === 13 ||
            (code >= 0x20 && code <= 0xd7ff) ||
            (code >= 0xe000 && code <= 0xfffd) ||
            code >= 0x10000
          );
        })
        .join("")
        .trim();
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary" }),
        fc.string(),
        (message, first, dealer) => {
          const root = prospect(
            buildAdfXml({ ...lead, message, first_name: first }, { ...options, dealerName: dealer }),
          );
          expect(textOf(at(root, "customer/comments")) ?? "").toBe(xmlSafe(message));
          expect(textOf(at(root, "vendor/vendorname")) ?? "").toBe(xmlSafe(dealer));
          const firstName = childrenNamed(defined(at(root, "customer/contact"), "the contact"), "name").find(
            (n) => n.attributes.part === "first",
          );
          expect(textOf(firstName) ?? "").toBe(xmlSafe(first));
        },
      ),
      // Line endings a reader would normalise, and markup characters, always among the runs.
      { examples: [["one\rtwo\r\nthree", "Jo\tAnn", "Smith & <Sons>"]] },
    );
  });
});
