import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { isPagePost } from "@/domain/security/page-posts";

// proxy.ts bounds and checks every POST to a page (a Server Action, ADR 013) and leaves the
// POSTs of route handlers to them. A route handler taking a POST outside the known prefixes
// would be held to the form limit by mistake: this finds every one in the app tree.

const APP = path.resolve(import.meta.dirname, "../../src/app");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The tenant and address a route file answers on: the tenant's part of the tree, a sample for each [param]. */
function addressOf(file: string): [tenant: "site" | "platform", address: string] {
  const relative = path.relative(APP, path.dirname(file)).split(path.sep);
  const tenant = relative[0] === "platform" ? "platform" : "site";
  const inTenant = tenant === "platform" ? relative.slice(1) : relative.slice(2); // site/[host]/…
  return [tenant, `/${inTenant.map((segment) => (segment.startsWith("[") ? "sample" : segment)).join("/")}`];
}

const postRoutes = routeFiles(APP)
  .filter((file) =>
    /export (const|async function) POST\b|export \{[^}]*\bPOST\b/.test(readFileSync(file, "utf8")),
  )
  .map(addressOf);

describe("POST route handlers", () => {
  test("the app has the route handlers this check is about", () => {
    expect(postRoutes).toEqual(
      expect.arrayContaining([
        ["site", "/api/leads"],
        ["site", "/checkout-journey/step"],
      ]),
    );
  });

  test.each(postRoutes)("%s %s is a route handler's POST, not a page's", (tenant, address) => {
    expect(isPagePost("POST", address, tenant)).toBe(false);
  });

  test("a page's form post is a page post", () => {
    expect(isPagePost("POST", "/contact", "site")).toBe(true);
    expect(isPagePost("GET", "/contact", "site")).toBe(false);
  });

  // An address no route serves under a route's folder is rendered by Next's pages
  // (not-found), which read a form post as a Server Action: it is checked like a page's.
  test.each<["site" | "platform", string]>([
    ["site", "/mock/leads/1/x"],
    ["site", "/demo-assistant/answers/x"],
    ["site", "/checkout-journey/step/x"],
    ["site", "/demo-providers/adyen/x"],
    ["platform", "/demo-providers/stripe/v1/refunds/x"],
    ["platform", "/mock/leads"],
  ])("A POST to %s %s is a page post", (tenant, address) => {
    expect(isPagePost("POST", address, tenant)).toBe(true);
  });
});
