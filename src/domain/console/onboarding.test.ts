import { describe, expect, test } from "vitest";
import { locationInput, siteInput, themeContrastProblems } from "@/domain/console/onboarding";

describe("themeContrastProblems: the brand code's contrast rule before a site is made", () => {
  test("a dark brand colour and any accent with readable ink pass", () => {
    expect(themeContrastProblems({ primary: "#0b3d91", accent: "#f5a623" })).toEqual({});
  });

  test("a brand colour that vanishes on the white page (under 3:1) is refused with its ratio", () => {
    expect(themeContrastProblems({ primary: "#ffff66", accent: "#0b3d91" })).toEqual({
      primary: "is too pale on the white page (1.1:1); it needs 3:1",
    });
  });
});

describe("onboarding input", () => {
  const day = { status: "open", open: "08:00", close: "17:00" } as const;
  const base = {
    name: "Sales",
    slug: "sales",
    street: "1 Main St",
    city: "Town",
    state: "NSW",
    postcode: "2000",
    opening_hours: Array.from({ length: 7 }, () => day),
    lat: 0,
    long: 0,
  };

  test("a location needs a number for its map position, each day in order, and a known time zone", () => {
    const parsed = locationInput.safeParse({
      ...base,
      lat: null,
      opening_hours: [{ status: "open" }, ...base.opening_hours.slice(1)],
      time_zone: "Mars/Olympus",
    });
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries(parsed.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(fields).toEqual({
      lat: "must be a number",
      "opening_hours.0": "an open day needs an opening and a closing time",
      time_zone: "must be an IANA time zone such as Australia/Sydney",
    });
  });

  test("a site's slug is a DNS label and its domain a bare host name", () => {
    const parsed = siteInput.safeParse({
      name: "Site",
      slug: "-bad-",
      domain_name: "https://example.com/path",
      dealership_id: 1,
      template: "dealer",
      market: "AU",
      theme: { primary: "#0b3d91", accent: "#f5a623", font: "system" },
    });
    const fields = Object.fromEntries(parsed.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(fields).toEqual({
      slug: "must be lower-case letters, digits and hyphens",
      domain_name: "must be a domain name such as www.example.com.au",
    });
  });
});
