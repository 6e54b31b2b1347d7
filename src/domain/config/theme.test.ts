import { expect, test } from "vitest";
import { contrastRatio, inkFor } from "./theme";

test.each([
  ["#0b3d91", "#ffffff"],
  ["#f5a623", "#111827"],
  ["#ffffff", "#111827"],
  ["#000000", "#ffffff"],
  ["#c8102e", "#ffffff"],
])("ink on %s is %s and passes WCAG AA for large text", (bg, ink) => {
  expect(inkFor(bg)).toBe(ink);
  expect(contrastRatio(bg, ink)).toBeGreaterThanOrEqual(3);
});

test("contrast of black on white is 21:1", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
});
