import { expect, test } from "vitest";
import { LOGO_MARKS, logoIconSvg, logoSvg, markColour } from "@/domain/brand/logo";

test.each([
  // Accent stands out from the primary by 3:1 or more: the mark is in the accent.
  ["#0b2d4f", "#e8a33d", "#e8a33d"],
  ["#14532d", "#facc15", "#facc15"],
  // Too close to the primary (Redline's black on red is 3.2:1, kept; navy on black is not): the ink.
  ["#c8102e", "#111111", "#111111"],
  ["#101010", "#9b1c31", "#ffffff"],
  ["#0077b6", "#ffb703", "#ffffff"],
])("the mark on %s with accent %s is drawn in %s", (primary, accent, expected) => {
  expect(markColour(primary, accent)).toBe(expected);
});

test.each(LOGO_MARKS)("the %s logo is an SVG naming the dealer, with its name in the ink colour", (mark) => {
  const svg = logoSvg({ name: "Redline & Co", mark, primary: "#c8102e", accent: "#111111" });
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain("<title>Redline &amp; Co</title>");
  expect(svg).toMatch(/<text [^>]*fill="#ffffff"[^>]*>Redline &amp; Co<\/text>/);
  const icon = logoIconSvg({ name: "Redline", mark, primary: "#C8102E", accent: "#111111" });
  expect(icon).toContain('<rect width="64" height="64" rx="14" fill="#c8102e"/>');
});

test("a longer name makes a wider logo, so the name is never clipped", () => {
  const width = (name: string) =>
    Number(
      /viewBox="0 0 (\d+) 48"/.exec(
        logoSvg({ name, mark: "bolt", primary: "#000000", accent: "#ffffff" }),
      )?.[1],
    );
  expect(width("Harbour City Motor Group")).toBeGreaterThan(width("Redline"));
});

test("colours that are not #rrggbb are refused (they are written into the file)", () => {
  expect(() => logoSvg({ name: "X", mark: "star", primary: "red", accent: "#ffffff" })).toThrow(/#rrggbb/);
});
