import fc from "fast-check";
import { expect, test } from "vitest";
import {
  findUnsafeInput,
  findUnsafeQueryParam,
  jsonDepthExceeds,
  MAX_JSON_DEPTH,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  unsafeStringReason,
} from "@/domain/input/input-safety";

// Strings PostgreSQL cannot store, and bodies nested too deep to walk.
test.each<[string, string, string | null]>([
  ["plain text", "Ann Lee", null],
  ["an emoji (a valid surrogate pair)", "Fast car 🚗", null],
  ["A NUL character", "Ann\u0000Lee", NUL_MESSAGE],
  ["A lone high surrogate", "Ann\uD83D", SURROGATE_MESSAGE],
  ["A lone low surrogate", "\uDE97Ann", SURROGATE_MESSAGE],
  ["A reversed pair", "\uDE97\uD83D", SURROGATE_MESSAGE],
])("%s", (_label, text, reason) => {
  expect(unsafeStringReason(text)).toBe(reason);
});

test.each<[string, unknown, string | undefined, ReturnType<typeof findUnsafeInput>]>([
  ["a clean lead", { lead: { name: "Ann", visited_pages: ["/"] } }, "lead", null],
  ["NUL in a lead field", { lead: { name: "A\u0000" } }, "lead", { field: "name", message: NUL_MESSAGE }],
  [
    "A lone surrogate in a list item",
    { lead: { skipped_steps: [{ from: 0 }, { note: "\uD800" }] } },
    "lead",
    { field: "skipped_steps.1.note", message: SURROGATE_MESSAGE },
  ],
  [
    "NUL in a key",
    { event: { event_properties: { "a\u0000": 1 } } },
    "event",
    { field: "event_properties", message: `a key ${NUL_MESSAGE}` },
  ],
  ["A bare string body", "\u0000", undefined, { field: "body", message: NUL_MESSAGE }],
])("%s", (_label, body, wrapper, expected) => {
  expect(findUnsafeInput(body, { wrapper })).toEqual(expected);
});

test("A structure deeper than the limit is named, without recursion", () => {
  let deep: unknown = "x";
  for (let i = 0; i < 5000; i++) deep = [deep];
  expect(findUnsafeInput({ lead: deep }, { wrapper: "lead" })).toMatchObject({
    message: `must not nest more than ${MAX_JSON_DEPTH} levels deep`,
  });
});

test.each<[string, string, boolean]>([
  ["a flat object", '{"a":1}', false],
  ["exactly 32 deep", `${"[".repeat(32)}${"]".repeat(32)}`, false],
  ["33 deep", `${"[".repeat(33)}${"]".repeat(33)}`, true],
  ["5,000 deep", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`, true],
  ["brackets inside strings do not count", JSON.stringify({ a: "[".repeat(100) }), false],
  ["an escaped quote does not end the string", JSON.stringify({ a: `\\"${"[".repeat(40)}` }), false],
])("%s", (_label, text, deeper) => {
  expect(jsonDepthExceeds(text)).toBe(deeper);
});

// Any JSON value: the depth scan agrees with the real depth, and findUnsafeInput flags a
// body exactly when some string in it (value or key) holds NUL or a lone surrogate.
test("property: the raw depth scan and the string rule agree with the parsed body", () => {
  const depthOf = (value: unknown): number => {
    if (value === null || typeof value !== "object") return 0;
    const children = Array.isArray(value) ? value : Object.values(value);
    return 1 + Math.max(0, ...children.map(depthOf));
  };
  const hasBadString = (value: unknown): boolean => {
    if (typeof value === "string") return unsafeStringReason(value) !== null;
    if (value === null || typeof value !== "object") return false;
    if (Array.isArray(value)) return value.some(hasBadString);
    return Object.entries(value).some(([k, v]) => unsafeStringReason(k) !== null || hasBadString(v));
  };
  const text = fc.string({ unit: "binary", maxLength: 6 });
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      text,
      fc.integer(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(text, tie("value"), { maxKeys: 3 }),
    ),
  })).value;
  fc.assert(
    fc.property(json, fc.integer({ min: 1, max: 6 }), (value, limit) => {
      const serialised = JSON.stringify(value);
      expect(jsonDepthExceeds(serialised, limit)).toBe(depthOf(value) > limit);
      const found = findUnsafeInput(value, { maxDepth: 100 });
      expect(found !== null).toBe(hasBadString(value));
    }),
    { numRuns: 100 },
  );
});

// A NUL in any query parameter (a search filter, a return link's
// reservation) is named instead of reaching the database.
test.each<[string, string, ReturnType<typeof findUnsafeQueryParam>]>([
  ["plain filters", "make=Toyota&model=Corolla&price_max=25000", null],
  ["an empty filter", "make=", null],
  ["a search filter with a NUL", "make=a%00b", { field: "make", message: NUL_MESSAGE }],
  ["the second filter with a NUL", "make=Kia&body=%00", { field: "body", message: NUL_MESSAGE }],
  [
    "a return link's reservation",
    "reservation=a%00b&token=x",
    { field: "reservation", message: NUL_MESSAGE },
  ],
  ["a NUL in a name", "a%00=1", { field: "a\\0", message: `its name ${NUL_MESSAGE}` }],
])("%s", (_label, query, expected) => {
  expect(findUnsafeQueryParam(new URLSearchParams(query))).toEqual(expected);
});
