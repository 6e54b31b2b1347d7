import { expect, test } from "vitest";
import {
  AA_TEXT,
  contrastRatio,
  darken,
  inkFor,
  readableOnLight,
  themeVariables,
} from "@/domain/config/theme";

test.each([
  ["#0b3d91", "#ffffff"],
  ["#f5a623", "#111827"],
  ["#ffffff", "#111827"],
  ["#000000", "#ffffff"],
  ["#c8102e", "#ffffff"],
  // Mid-tones where near-black misses 4.5:1 and white does worse: pure black.
  ["#e0464a", "#000000"],
  ["#3c8d5f", "#000000"],
  ["#777777", "#000000"],
])("ink on %s is %s and passes WCAG AA for normal text (4.5:1)", (bg, ink) => {
  expect(inkFor(bg)).toBe(ink);
  expect(contrastRatio(bg, ink)).toBeGreaterThanOrEqual(AA_TEXT);
});

test("every grey from black to white gets an ink that passes 4.5:1", () => {
  for (let v = 0; v < 256; v++) {
    const hex = `#${v.toString(16).padStart(2, "0").repeat(3)}`;
    expect(contrastRatio(hex, inkFor(hex)), hex).toBeGreaterThanOrEqual(AA_TEXT);
  }
});

test("contrast of black on white is 21:1", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
});

test.each([
  ["#ff8000", 0, "#ff8000"],
  ["#ff8000", 1, "#000000"],
  ["#ff8000", 0.5, "#804000"],
])("darken(%s, %s) is %s", (hex, amount, expected) => {
  expect(darken(hex, amount)).toBe(expected);
});

test.each([
  // Dark enough already (the demo dealers' primaries): kept as configured.
  ["#c8102e", "#c8102e"],
  ["#0077b6", "#0077b6"],
  ["#0b2d4f", "#0b2d4f"],
  // Too pale for text on a light page: the least darkened shade that reads at 4.5:1.
  ["#ffb703", "#8c6502"],
  ["#10b981", "#0b825a"],
  ["#ffffff", "#737373"],
])("brand text of %s on a light page is %s", (colour, expected) => {
  const shade = readableOnLight(colour);
  expect(shade).toBe(expected);
  expect(contrastRatio(shade, "#f8fafc")).toBeGreaterThanOrEqual(AA_TEXT);
});

test("theme variables: configured colours as they are, inks and link shade for contrast", () => {
  expect(themeVariables({ primary: "#C8102E", accent: "#111111" })).toEqual({
    "--brand": "#c8102e",
    "--brand-ink": "#ffffff",
    "--brand-shade": "#000000",
    "--brand-link": "#c8102e",
    "--accent": "#111111",
    "--accent-ink": "#ffffff",
    "--focus-ring": "#111111",
  });
  // A pale accent is too faint as a focus ring on white (under 3:1): the brand shade is used.
  expect(themeVariables({ primary: "#0077b6", accent: "#ffb703" })).toMatchObject({
    "--accent-ink": "#111827",
    "--focus-ring": "#0077b6",
  });
});
