import { expect, test } from "vitest";
import { isHoneypotFilled } from "@/domain/leads/spam-guard";

test.each<[unknown, boolean]>([
  [undefined, false],
  [null, false],
  ["", false],
  ["   ", false],
  [false, false],
  ["0299999999", true],
  [0, true],
  [true, true],
])("honeypot %j filled: %s", (value, filled) => {
  expect(isHoneypotFilled(value)).toBe(filled);
});
