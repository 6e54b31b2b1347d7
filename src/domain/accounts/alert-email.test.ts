import { describe, expect, test } from "vitest";
import { buildAlertEmail } from "@/domain/accounts/alert-email";
import { defined } from "@/domain/defined";

const base = {
  siteName: "Harbour City Motor Group",
  locale: "en-AU" as const,
  unsubscribeUrl: "http://harbourcity.localhost/unsubscribe?token=t",
  oneClickUrl: "http://harbourcity.localhost/api/auth/unsubscribe?token=t",
};
const car = { name: "2021 Kia Sportage", url: "http://h/cars/kia", price: 3_199_000 };
const drop = { name: "2020 Mazda CX-5", url: "http://h/cars/cx5", from: 3_000_000, to: 2_850_000 };

describe("buildAlertEmail: no email when nothing changed", () => {
  test.each([
    { searches: [], priceDrops: [] },
    { searches: [{ url: "http://h/search", cars: [] }], priceDrops: [] },
  ])("%o → null", (input) => {
    expect(buildAlertEmail({ ...base, ...input })).toBeNull();
  });
});

describe("buildAlertEmail: what changed, with one-click unsubscribe", () => {
  test.each([
    [
      { searches: [{ url: "http://h/search", cars: [car] }], priceDrops: [] },
      "Harbour City Motor Group: 1 new car",
    ],
    [{ searches: [], priceDrops: [drop] }, "Harbour City Motor Group: 1 price drop"],
    [
      { searches: [{ url: "http://h/search", cars: [car, car] }], priceDrops: [drop, drop] },
      "Harbour City Motor Group: 2 new cars and 2 price drops",
    ],
  ])("subject of %o is %s", (input, subject) => {
    expect(buildAlertEmail({ ...base, ...input })?.subject).toBe(subject);
  });

  test("the price drop names both prices, and the headers follow RFC 2369 and RFC 8058", () => {
    const email = defined(buildAlertEmail({ ...base, searches: [], priceDrops: [drop] }), "an alert email");
    expect(email.text).toContain("- 2020 Mazda CX-5: now $28,500 (was $30,000): http://h/cars/cx5");
    expect(email.text).toContain(`Stop these emails: ${base.unsubscribeUrl}`);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${base.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
