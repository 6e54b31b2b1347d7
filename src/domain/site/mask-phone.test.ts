import { describe, expect, test } from "vitest";
import { maskPhone, PHONE_VISIBLE_CHARS, telHref } from "@/domain/site/mask-phone";

describe("maskPhone: SPEC 9 'the first 5 characters stay visible'", () => {
  test.each<[string, string]>([
    ["0412 345 678", "0412 XXX XXX"],
    ["02 9999 0000", "02 99XX XXXX"],
    ["0299990000", "02999XXXXX"],
    ["+61 2 9999 0000", "+61 2 XXXX XXXX"],
    ["(555) 123-4567", "(555) XXX-XXXX"],
    ["1300 123 456", "1300 XXX XXX"],
    ["  0412 345 678 ", "0412 XXX XXX"],
    ["12345", "12345"],
    ["123", "123"],
    ["", ""],
  ])("%o → %o", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  test("nothing after the fifth character leaks", () => {
    const masked = maskPhone("0412 345 678");
    expect(masked.slice(PHONE_VISIBLE_CHARS)).not.toMatch(/\d/);
  });
});

describe("telHref", () => {
  test.each<[string, string | null]>([
    ["0412 345 678", "tel:0412345678"],
    ["+61 2 9999 0000", "tel:+61299990000"],
    ["(555) 123-4567", "tel:5551234567"],
    ["+1 (555) 123-4567", "tel:+15551234567"],
    ["1300 ACME 00", "tel:130000"],
    ["", null],
    ["call us", null],
  ])("%o → %o", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
