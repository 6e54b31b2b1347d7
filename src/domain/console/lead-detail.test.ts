import { expect, test } from "vitest";
import { fileSizeText, leadValueText } from "@/domain/console/lead-detail";

test.each([
  [0, "0 bytes"],
  [1023, "1023 bytes"],
  [1024, "1 KB"],
  [1536, "2 KB"],
  [1024 * 1024 - 1, "1024 KB"],
  [1024 * 1024, "1.0 MB"],
  [5 * 1024 * 1024 + 104_858, "5.1 MB"],
])("a file of %i bytes reads %s", (bytes, text) => {
  expect(fileSizeText(bytes)).toBe(text);
});

test.each([
  ["Sam", "Sam"],
  ["", ""],
  [42, "42"],
  [true, "true"],
  [null, "null"],
  [{ a: [1] }, '{"a":[1]}'],
])("a field's value %j reads %s", (value, text) => {
  expect(leadValueText(value)).toBe(text);
});
