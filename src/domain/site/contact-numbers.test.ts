import { describe, expect, test } from "vitest";
import { distinctContactNumbers, emailWrapPoints } from "@/domain/site/contact-numbers";

describe("distinctContactNumbers: each number once", () => {
  test.each<[string, Array<[string, string | null]>, Array<[string, string]>]>([
    [
      "a landline equal to the phone",
      [
        ["Phone", "(02) 9999 1000"],
        ["Landline", "02 9999 1000"],
        ["Mobile", "0412 345 678"],
      ],
      [
        ["Phone", "(02) 9999 1000"],
        ["Mobile", "0412 345 678"],
      ],
    ],
    [
      "three different numbers",
      [
        ["Phone", "02 9999 1000"],
        ["Landline", "02 9999 2000"],
        ["Mobile", "0412 345 678"],
      ],
      [
        ["Phone", "02 9999 1000"],
        ["Landline", "02 9999 2000"],
        ["Mobile", "0412 345 678"],
      ],
    ],
    [
      "missing and blank numbers",
      [
        ["Phone", null],
        ["Landline", "  "],
        ["Mobile", "0412 345 678"],
      ],
      [["Mobile", "0412 345 678"]],
    ],
  ])("%s", (_, numbers, expected) => {
    expect(distinctContactNumbers(numbers)).toEqual(expected);
  });
});

describe("emailWrapPoints: breaks after @ and before dots only", () => {
  test.each<[string, string[]]>([
    ["sales@harbourcity.com.au", ["sales@", "harbourcity", ".com", ".au"]],
    ["no-at-sign", ["no-at-sign"]],
  ])("%s", (email, parts) => {
    expect(emailWrapPoints(email)).toEqual(parts);
    expect(parts.join("")).toBe(email);
  });
});
