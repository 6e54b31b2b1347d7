import { describe, expect, test } from "vitest";
import { PAYMENT_ICONS, paymentIconSrc, WE_ACCEPT_TEXT } from "@/domain/site/payment-icons";

describe("SPEC 9 'Payment icons shown with the text We accept:'", () => {
  test("the text", () => {
    expect(WE_ACCEPT_TEXT).toBe("We accept:");
  });

  test("the icons, in the spec's order", () => {
    expect(PAYMENT_ICONS.map((i) => i.name)).toEqual([
      "Mastercard",
      "Visa",
      "Maestro",
      "Google Pay",
      "Apple Pay",
    ]);
  });

  test.each(PAYMENT_ICONS.map((icon, i) => [icon.name, icon, i] as const))("%s is a local SVG", (_, icon) => {
    expect(paymentIconSrc(icon)).toMatch(/^\/payment-icons\/[a-z0-9-]+\.svg$/);
  });

  test.each<[string, string]>([
    ["Google Pay", "/payment-icons/google-pay.svg"],
    ["Apple Pay", "/payment-icons/apple-pay.svg"],
  ])("%s → %s", (name, src) => {
    const icon = PAYMENT_ICONS.find((i) => i.name === name);
    expect(icon && paymentIconSrc(icon)).toBe(src);
  });
});
