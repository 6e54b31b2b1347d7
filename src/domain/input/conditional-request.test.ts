import { expect, test } from "vitest";
import { isNotModified } from "@/domain/input/conditional-request";

const current = { etag: 'W/"abc"', lastModified: new Date("2030-06-30T10:00:00.900Z") };

test.each<[string, string | null, string | null, boolean]>([
  ["no condition", null, null, false],
  ["the same tag", 'W/"abc"', null, true],
  ["the same tag, strong (weak comparison)", '"abc"', null, true],
  ["one of a list", '"x", W/"abc" , "y"', null, true],
  ["another tag", '"abd"', null, false],
  ["any tag", "*", null, true],
  ["If-None-Match wins over a date that would match", '"old"', "Sun, 30 Jun 2030 10:00:00 GMT", false],
  ["a date at Last-Modified (to the second)", null, "Sun, 30 Jun 2030 10:00:00 GMT", true],
  ["a date after it", null, "Sun, 30 Jun 2030 11:00:00 GMT", true],
  ["a date before it", null, "Sun, 30 Jun 2030 09:59:59 GMT", false],
  ["an unreadable date", null, "yesterday", false],
  ["a list too long to be honest", `${'"x", '.repeat(2000)}W/"abc"`, null, false],
])("%s: %s / %s → %s", (_label, ifNoneMatch, ifModifiedSince, expected) => {
  expect(isNotModified({ ifNoneMatch, ifModifiedSince }, current)).toBe(expected);
});
