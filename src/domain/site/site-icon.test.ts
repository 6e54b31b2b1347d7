import { describe, expect, test } from "vitest";
import { siteIconSvg, siteInitials } from "@/domain/site/site-icon";

describe("siteInitials", () => {
  test.each([
    ["Harbour City Motor Group", "HC"],
    ["Redline Motorcycles", "RM"],
    ["BigRig Trucks", "BT"],
    ["4WD & Co", "4C"],
    ["Solo", "S"],
    ["", ""],
  ])("%s → %s", (name, initials) => {
    expect(siteInitials(name)).toBe(initials);
  });
});

describe("siteIconSvg", () => {
  test("the initials in the ink colour on the brand colour", () => {
    const svg = siteIconSvg({
      initials: "HC",
      background: "#0b3d91",
      ink: "#ffffff",
      title: "Harbour City & Co",
    });
    expect(svg).toContain('<rect width="64" height="64" rx="14" fill="#0b3d91"/>');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toMatch(/>HC<\/text>/);
    expect(svg).toContain("<title>Harbour City &amp; Co</title>");
  });

  test("anything but hex colours is refused, and only letters and digits are drawn", () => {
    expect(() =>
      siteIconSvg({ initials: "HC", background: 'red" onload="x', ink: "#fff", title: "x" }),
    ).toThrow("hex colours");
    expect(siteIconSvg({ initials: "<H>C", background: "#000", ink: "#fff", title: "x" })).toMatch(
      />HC<\/text>/,
    );
  });
});
