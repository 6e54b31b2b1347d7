import { describe, expect, test } from "vitest";
import { type InformationPathMatch, matchInformationPath } from "@/domain/site/information-path";
import type { LinkContext } from "@/domain/site/resolve-link";

const noPages: LinkContext = { siteHost: "", use_pages_path: false, link_rewrites: [] };
const withPages: LinkContext = { siteHost: "", use_pages_path: true, link_rewrites: [] };

const page = (slug: string): InformationPathMatch => ({ kind: "page", slug });
const redirect = (location: string): InformationPathMatch => ({ kind: "redirect", location });
const none: InformationPathMatch = { kind: "none" };

describe("matchInformationPath: SPEC 2 '/pages prefix stripped' applied to requests", () => {
  test.each<[string, string[], string, LinkContext, InformationPathMatch]>([
    ["a page at its own address", ["about-us"], "", noPages, page("about-us")],
    [
      "terms with a trailing slash arrive as one segment",
      ["terms-and-conditions"],
      "",
      noPages,
      page("terms-and-conditions"),
    ],
    // the four always-stripped slugs, on a site that uses a pages path
    [
      "/pages/privacy-policy → /privacy-policy",
      ["pages", "privacy-policy"],
      "",
      withPages,
      redirect("/privacy-policy"),
    ],
    [
      "/pages/terms-and-conditions → stripped",
      ["pages", "terms-and-conditions"],
      "",
      withPages,
      redirect("/terms-and-conditions"),
    ],
    ["/pages/about-us → stripped", ["pages", "about-us"], "", withPages, redirect("/about-us")],
    [
      "/pages/vehicle-parts-and-accessories → stripped",
      ["pages", "vehicle-parts-and-accessories"],
      "",
      withPages,
      redirect("/vehicle-parts-and-accessories"),
    ],
    // other pages stay under /pages on a pages-path site
    ["/pages/warranty renders on a pages-path site", ["pages", "warranty"], "", withPages, page("warranty")],
    ["/pages/careers renders on a pages-path site", ["pages", "careers"], "", withPages, page("careers")],
    // and every /pages/ path is stripped on a site without one
    [
      "/pages/warranty → /warranty without a pages path",
      ["pages", "warranty"],
      "",
      noPages,
      redirect("/warranty"),
    ],
    [
      "/pages/our-locations → /our-locations",
      ["pages", "our-locations"],
      "",
      noPages,
      redirect("/our-locations"),
    ],
    [
      "the query string is kept",
      ["pages", "about-us"],
      "?utm_source=x",
      noPages,
      redirect("/about-us?utm_source=x"),
    ],
    ["upper-case PAGES prefix", ["PAGES", "careers"], "", noPages, redirect("/careers")],
    // not information pages
    ["the bare /pages", ["pages"], "", withPages, none],
    ["deeper paths", ["pages", "about-us", "team"], "", withPages, none],
    ["two segments without /pages", ["about-us", "team"], "", noPages, none],
    ["not a slug", ["About Us"], "", noPages, none],
    ["an encoded slash is not a slug", ["about%2Fus"], "", noPages, none],
  ])("%s", (_case, segments, search, ctx, expected) => {
    expect(matchInformationPath(segments, search, ctx)).toEqual(expected);
  });
});
