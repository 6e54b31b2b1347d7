import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { PAYMENT_ICONS, paymentIconSrc } from "@/domain/site/payment-icons";

describe("SPEC 9 'Payment icons shown with the text We accept:'", () => {
  // Served from public/ (no third-party image request on a checkout page): each icon's file is there.
  test.each(PAYMENT_ICONS.map((icon) => [icon.name, icon] as const))(
    "%s is a local SVG the site serves",
    (_, icon) => {
      const src = paymentIconSrc(icon);
      expect(src).toMatch(/^\/payment-icons\/[a-z0-9-]+\.svg$/);
      expect(readFileSync(join(process.cwd(), "public", src), "utf8")).toContain("<svg");
    },
  );

  test.each<[string, string]>([
    ["Google Pay", "/payment-icons/google-pay.svg"],
    ["Apple Pay", "/payment-icons/apple-pay.svg"],
  ])("%s → %s", (name, src) => {
    const icon = PAYMENT_ICONS.find((i) => i.name === name);
    expect(icon && paymentIconSrc(icon)).toBe(src);
  });
});
