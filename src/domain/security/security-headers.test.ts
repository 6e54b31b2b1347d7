import { describe, expect, test } from "vitest";
import { siteConfigSchema } from "@/domain/config/site-config";
import { defined } from "@/domain/defined";
import {
  baselinePolicy,
  isInternalResponseHeader,
  securityHeaders,
  sitePagePolicy,
  thirdPartyOrigins,
} from "@/domain/security/security-headers";
import { analyticsOrigins } from "@/domain/site/third-party";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name ?? "", sources];
    }),
  );
}

describe("Security headers", () => {
  test("every response: CSP with frame-ancestors 'none', DENY framing, nosniff, referrer and permissions policies", () => {
    const headers = Object.fromEntries(securityHeaders({ dev: false }).map((h) => [h.key, h.value]));
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    const csp = directives(defined(headers["Content-Security-Policy"], "a CSP header"));
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
  });

  test("development adds only what React's dev tooling needs", () => {
    expect(directives(baselinePolicy({ dev: true }))["script-src"]).toContain("'unsafe-eval'");
  });

  const config = (over: Record<string, unknown>) => siteConfigSchema.parse(over);

  test.each([
    ["no third parties", {}, []],
    [
      "same-host stand-ins add nothing",
      {
        chat: { provider: "text-us", script_url: "/demo-third-party/chat.js" },
        analytics: { tag_manager_url: "/demo-third-party/gtm.js" },
      },
      [],
    ],
    [
      "chat, assistant and analytics hosts, each once",
      {
        chat: {
          provider: "live-chat",
          script_url: "https://widget.chat.example/v2/chat.js?x=1",
          assistant_provider: "forecourt-assistant",
          assistant_url: "https://assistant.example/a.js",
          assistant_api_url: "https://api.assistant.example/v1/answers",
          assistant_key: "k",
        },
        analytics: {
          tag_manager_url: "https://www.googletagmanager.com/gtm.js",
          analytics_url: "https://www.googletagmanager.com/gtag/js",
          pixel_url: "https://connect.facebook.net/en_US/fbevents.js",
        },
      },
      [
        "https://api.assistant.example",
        "https://assistant.example",
        "https://connect.facebook.net",
        "https://widget.chat.example",
        "https://www.googletagmanager.com",
      ],
    ],
    [
      "the assistant of a site without an assistant provider is not allowed",
      { chat: { assistant_url: "https://assistant.example/a.js" } },
      [],
    ],
    [
      "a chat script of a site whose chat is off is not allowed",
      { chat: { provider: "none", script_url: "https://widget.chat.example/chat.js" } },
      [],
    ],
    ["not a URL, or not http(s)", { analytics: { pixel_url: "javascript:alert(1)" } }, []],
  ])("%s", (_name, over, origins) => {
    const site = config(over);
    expect(thirdPartyOrigins(site, analyticsOrigins(site.analytics, { local: false }))).toEqual(origins);
  });

  // An analytics id allows its vendor's documented hosts, only while it is set.
  const GOOGLE = [
    "https://*.analytics.google.com",
    "https://*.google-analytics.com",
    "https://www.googletagmanager.com",
  ];
  test.each<[string, Record<string, unknown>, boolean, string[]]>([
    ["no id: none of the vendors' hosts", {}, false, []],
    ["gtm_id: Tag Manager and the GA4 beacons it sends", { gtm_id: "GTM-1" }, false, GOOGLE],
    ["ga_id: gtag and the GA4 beacons", { ga_id: "G-1" }, false, GOOGLE],
    [
      "pixel_id: Meta's script and beacon hosts",
      { pixel_id: "1" },
      false,
      ["https://connect.facebook.net", "https://www.facebook.com"],
    ],
    [
      "all three, each host once",
      { gtm_id: "GTM-1", ga_id: "G-1", pixel_id: "1" },
      false,
      ["https://connect.facebook.net", "https://www.facebook.com", ...GOOGLE].sort(),
    ],
    [
      "on a local platform domain the stand-ins are the site's own",
      { gtm_id: "GTM-1", pixel_id: "1" },
      true,
      [],
    ],
    [
      "a site's own URL for a script replaces the vendor's hosts",
      { gtm_id: "GTM-1", tag_manager_url: "https://tags.dealer.example/gtm.js" },
      false,
      ["https://tags.dealer.example"],
    ],
  ])("%s", (_name, analytics, local, origins) => {
    const site = config({ analytics });
    expect(thirdPartyOrigins(site, analyticsOrigins(site.analytics, { local }))).toEqual(origins);
  });

  test("a dealer page's policy allows exactly its configured hosts beside itself", () => {
    const csp = directives(sitePagePolicy(["https://widget.chat.example"], { dev: false }));
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://widget.chat.example"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://widget.chat.example"]);
    expect(csp["frame-src"]).toEqual(["'self'", "https://widget.chat.example"]);
    // frame-ancestors is ignored (with a console error) in a <meta> policy: the header has it.
    expect(csp["frame-ancestors"]).toBeUndefined();
    expect(directives(sitePagePolicy([], { dev: false }))["script-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  test.each([
    ["x-middleware-rewrite", false, true],
    ["X-Middleware-Rewrite", true, true],
    ["x-nextjs-cache", false, true],
    ["x-nextjs-rewritten-path", false, true],
    // Every middleware header and the matched route, on any request.
    ["x-matched-path", true, true],
    ["x-middleware-override-headers", true, true],
    ["x-middleware-request-cookie", false, true],
    ["x-middleware-set-cookie", true, true],
    ["x-powered-by", false, true],
    // Any other x-nextjs-* header, even on an RSC request.
    ["x-nextjs-matched-path", true, true],
    ["x-nextjs-cache", true, true],
    ["x-nextjs-prerender", false, true],
    // The App Router's client reads these on its RSC requests.
    ["x-nextjs-rewritten-path", true, false],
    ["x-nextjs-stale-time", true, false],
    ["content-security-policy", false, false],
    ["cache-control", false, false],
  ])("internal header %s (RSC request: %s) dropped: %s", (name, rscRequest, dropped) => {
    expect(isInternalResponseHeader(name, { rscRequest })).toBe(dropped);
  });
});
