import { createHmac } from "node:crypto";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import { expect, test } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";
import fc from "fast-check";
import { defined } from "../../src/domain/defined";
import { SEARCH_FILTER_KEYS } from "../../src/domain/stock/search-filters";
import { apiGet, listDemoSites, PORT } from "./fixtures";

// The abuse suite: hostile requests against the production server that `npm start`
// runs (the front server and `next start`), on whichever database the run uses. Each test
// ends by checking that other tenants are still served. Bounded in count and time; traffic
// stays on 127.0.0.1.

const FEED_KEY = "demo-feed-bigrig-trucks";
/** 2,000 seeded requests across every route family (FUZZ_RUNS overrides it locally). */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** Requests the fuzzer keeps in flight at once. */
const FUZZ_CONCURRENCY = 4;
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Writes raw bytes and returns what the server answers until it closes or goes quiet. */
function raw(bytes: string, quietMs = 1_500): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    };
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      quiet();
    });
    socket.on("close", finish);
    socket.on("error", finish);
    socket.write(bytes);
    quiet();
  });
}

const chunked = (inner: string) => `${Buffer.byteLength(inner).toString(16)}\r\n${inner}\r\n0\r\n\r\n`;

/** Other tenants are still served: two sites' home pages answer 200. */
async function othersStillServed(request: import("@playwright/test").APIRequestContext) {
  for (const slug of ["harbourcity", "lone-star-auto"]) {
    const res = await apiGet(request, slug, "/");
    expect(res.status(), `${slug} still answers`).toBe(200);
  }
}

test("A feed write smuggled inside a chunked GET is refused and never runs", async ({ request }) => {
  const stocknum = `SMUG${Date.now().toString(36).toUpperCase()}`;
  const car = JSON.stringify({
    slug: `smuggled-${stocknum.toLowerCase()}`,
    name: "2020 Isuzu NPR Smuggled",
    make: "Isuzu",
    model: "NPR",
    year: 2020,
    km: 1,
    car_type: "used",
    price: 1_000,
    location: "bigrig-acacia-ridge",
  });
  const inner =
    `PUT /api/feed/cars/${stocknum} HTTP/1.1\r\nHost: localhost:${PORT}\r\n` +
    `Authorization: Bearer ${FEED_KEY}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(car)}\r\n\r\n${car}`;
  for (const method of ["GET", "OPTIONS", "DELETE"]) {
    const answer = await raw(
      `${method} /robots.txt HTTP/1.1\r\nHost: harbourcity.localhost:${PORT}\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n${chunked(inner)}`,
    );
    expect(answer, method).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.match(/HTTP\/1\.1 /g), "exactly one answer on the connection").toHaveLength(1);
  }
  // The smuggled PUT never ran: there is no such car to delete.
  const check = await request.fetch(`http://127.0.0.1:${PORT}/api/feed/cars/${stocknum}`, {
    method: "DELETE",
    headers: { host: `localhost:${PORT}`, authorization: `Bearer ${FEED_KEY}` },
  });
  expect(check.status()).toBe(404);
  await othersStillServed(request);
});

test("An absolute-form request target never redirects off-site; TRACE is refused", async ({ request }) => {
  const absolute = await raw(
    `GET http://evil.example/cars/x HTTP/1.1\r\nHost: harbourcity.localhost:${PORT}\r\nConnection: close\r\n\r\n`,
  );
  expect(absolute).toMatch(/^HTTP\/1\.1 400 /);
  expect(absolute).not.toMatch(/location: .*evil/i);
  const trace = await raw(
    `TRACE / HTTP/1.1\r\nHost: harbourcity.localhost:${PORT}\r\nConnection: close\r\n\r\n`,
  );
  expect(trace).toMatch(/^HTTP\/1\.1 405 /);
  await othersStillServed(request);
});

test("A body that never finishes arriving holds nothing of Next's; other sites answer meanwhile", async ({
  request,
}) => {
  // Forty uploads that send their headers and a first byte, then stall.
  const stalled = Array.from({ length: 40 }, () => {
    const socket = net.connect(PORT, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      `POST /api/leads/with-files HTTP/1.1\r\nHost: coastline-rentals.localhost:${PORT}\r\n` +
        "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n-",
    );
    return socket;
  });
  try {
    await othersStillServed(request);
  } finally {
    for (const socket of stalled) socket.destroy();
  }
});

test("Made-up vehicle paths and hosts are answered 404 and never cached", async ({ request }) => {
  for (let i = 0; i < 5; i++) {
    const res = await apiGet(request, "harbourcity", `/cars/made-up-${Date.now()}-${i}`);
    expect(res.status()).toBe(404);
    expect(res.headers()["x-forecourt-cache"]).toBeUndefined();
  }
  const unknownHost = await request.get(`http://127.0.0.1:${PORT}/`, {
    headers: { host: `nobody-${Date.now()}.localhost:${PORT}` },
  });
  expect(unknownHost.status()).toBe(404);
  await othersStillServed(request);
});

// ---------------------------------------------------------------------------------------
// Anonymous requests that each answered 500 are a 4xx.

/** A multipart body (boundary x) of these fields, in order. */
const multipartBody = (fields: [string, string][]) =>
  `${fields
    .map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("")}--x--\r\n`;

/**
 * The `$ACTION_` hidden fields React rendered into a lead form's no-JavaScript Server Action
 * post, when Next's pages had lead forms (the shape src/domain/security/page-posts.ts accepts):
 * junk built from them is refused on every page, Next's or Astro's, before anything reads it.
 */
const ACTION_ID = "7f3a9c0e5b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a";
const ACTION_FIELDS: [string, string][] = [
  ["$ACTION_REF_1", ""],
  ["$ACTION_1:0", JSON.stringify({ id: ACTION_ID, bound: "$@1" })],
  ["$ACTION_1:1", '["careers",null]'],
  ["$ACTION_KEY", "k0"],
];

test("A NUL in any search filter of any site, or in a checkout return, is a 400 naming it", async ({
  request,
}) => {
  const sites = await listDemoSites(request);
  expect(sites.length).toBeGreaterThan(3);
  const answers: string[] = [];
  for (const { slug } of sites) {
    for (const key of SEARCH_FILTER_KEYS) {
      for (const path of [`/search/new-used-and-demo-cars?${key}=a%00b`, `/pre-owned?${key}=%00`]) {
        const res = await send(
          { method: "GET", path, headers: { host: `${slug}.localhost:${PORT}` } },
          undefined,
        );
        if (res.status !== 400 || !res.body.includes(key)) answers.push(`${slug} ${path} → ${res.status}`);
      }
    }
  }
  expect(answers).toEqual([]);
  const back = await send(
    {
      method: "GET",
      path: "/cars/x/checkout/return?reservation=a%00b&token=t",
      headers: { host: `harbourcity.localhost:${PORT}` },
    },
    undefined,
  );
  expect(back.status).toBe(400);
  expect(back.body).toContain("reservation");
  await othersStillServed(request);
});

test("Cross-origin form posts, Server Action junk, RSC posts to static files and multipart to unknown APIs are 4xx", async ({
  request,
}) => {
  const slug = "harbourcity";
  const host = `${slug}.localhost:${PORT}`;
  // A page still on Next (the purchase journey's) and two of Astro's with a lead form (they post
  // plain forms): both renderers refuse the same Server Action junk before a page reads it.
  const nextPage = "/checkout-journey";
  const search = await send(
    { method: "GET", path: "/search/new-used-and-demo-cars", headers: { host } },
    undefined,
  );
  const vehicle = defined(
    [...search.body.matchAll(/href="(\/cars\/[A-Za-z0-9_-]+)"/g)]
      .map((m) => m[1])
      .find((path) => path !== "/cars/trade-in"),
    "a vehicle page in the search",
  );
  const withBound = (bound: string) =>
    ACTION_FIELDS.map(([name, value]): [string, string] => [name, name === "$ACTION_1:1" ? bound : value]);
  const lead: [string, string][] = [["first_name", "Ann"]];
  const post = (path: string, fields: [string, string][], headers: Record<string, string> = {}) => {
    const body = multipartBody(fields);
    return send(
      {
        method: "POST",
        path,
        headers: {
          host,
          // A client of its own (through the trusted "nginx"): the own posts below reach the
          // intake and count against the site's no-JavaScript allowance (3 an hour per client),
          // which the browser tests' no-JavaScript forms (127.0.0.1) need for themselves.
          "x-forwarded-for": "198.51.100.251",
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      body,
    );
  };
  const cases: [string, () => Promise<{ status: number; body: string }>, number][] = [
    ...["/", "/contact", "/cars/x", "/finance", "/search/new-used-and-demo-cars"].map(
      (path): [string, () => Promise<{ status: number; body: string }>, number] => [
        `a cross-origin form post to ${path}`,
        () => post(path, [...ACTION_FIELDS, ...lead], { origin: "http://evil.example" }),
        403,
      ],
    ),
    ...[nextPage, vehicle, "/contact"].flatMap(
      (path): [string, () => Promise<{ status: number; body: string }>, number][] => [
        [
          `bound arguments ['$Q2', null] to ${path}`,
          () => post(path, [...withBound('["$Q2",null]'), ...lead]),
          400,
        ],
        [`a bound Blob reference $B1 to ${path}`, () => post(path, [...withBound('["$B1"]'), ...lead]), 400],
        [
          `a 3,000-deep bound array to ${path}`,
          () => post(path, [...withBound(`${"[".repeat(3000)}${"]".repeat(3000)}`), ...lead]),
          400,
        ],
        [
          `an unbound call $ACTION_ID_<id> to ${path}`,
          () => post(path, [[`$ACTION_ID_${ACTION_ID}`, ""], ...lead]),
          400,
        ],
      ],
    ),
    ["a multipart POST to an unknown site API", () => post("/api/no-such-thing", lead), 404],
    ["a multipart POST to an unknown nested site API", () => post("/api/leads/1/x/y", lead), 404],
    [
      "a multipart POST to an unknown platform API",
      () => post("/api/no-such-thing", lead, { host: `localhost:${PORT}` }),
      404,
    ],
    ...["/favicon.ico", "/badges/certified.svg", "/badges/no-such.svg"].map(
      (path): [string, () => Promise<{ status: number; body: string }>, number] => [
        `a POST with rsc: 1 to ${path}`,
        () => post(path, lead, { rsc: "1" }),
        400,
      ],
    ),
    ["a plain POST to /favicon.ico", () => post("/favicon.ico", lead), 405],
    // The fuzzer's finds: a malformed form to an address no route serves under a route's
    // folder (Next renders its not-found page and reads the form as an action).
    ...(
      [
        ["/mock/leads/1/x", host],
        ["/demo-assistant/answers/%00", host],
        ["/demo-providers/stripe/v1/refunds/%00", `localhost:${PORT}`],
        ["/checkout-journey/step/x", host],
      ] as const
    ).map(([path, to]): [string, () => Promise<{ status: number; body: string }>, number] => [
      `a malformed form to ${to}${path}`,
      () =>
        send(
          {
            method: "POST",
            path,
            headers: { host: to, "content-type": "multipart/form-data; boundary=x", "content-length": "9" },
          },
          "YV31Y <)N",
        ),
      400,
    ]),
    ["a POST under /favicon.ico", () => post("/favicon.ico/x", lead), 405],
  ];
  const wrong: string[] = [];
  for (const [label, run, status] of cases) {
    const res = await run();
    if (res.status !== status) wrong.push(`${label} → ${res.status} ${res.body.slice(0, 120)}`);
  }
  expect(wrong).toEqual([]);
  // The site's own no-JavaScript form posts still reach their pages' intake (an answer about
  // the lead's fields, not a refusal).
  for (const path of ["/contact", vehicle]) {
    const ownPost = await post(path, lead, { origin: `http://${host}` });
    expect(ownPost.status, path).toBeLessThan(500);
    expect(ownPost.body, path).not.toContain("action fields are not");
    expect(ownPost.body, path).toContain("First name");
  }
  await othersStillServed(request);
});

// ---------------------------------------------------------------------------------------
// The fuzzer: random methods, paths, query strings, headers and bodies over every API route
// and page family. No answer may be a 5xx, and the platform must still serve other tenants.

/** Two sites: one that rents (captcha, no checkout), one that sells (checkout, accounts). */
const FUZZ_SITES = ["coastline-rentals", "harbourcity"];
/** The fuzzer's client address (TEST-NET-2), as the trusted proxy reports it. */
const FUZZ_CLIENT = "198.51.100.250";
/** Every route family of a site: pages, search, vehicles and checkout, accounts, feeds, APIs, static files. */
const SITE_ROUTES: Record<string, string[]> = {
  pages: [
    "/",
    "/contact",
    "/finance",
    "/success",
    "/forms/enquiry",
    "/sell-my-car",
    "/book-test-drive",
    "/pages/x",
  ],
  search: [
    "/search/rental-cars",
    "/search/new-used-and-demo-cars",
    "/pre-owned",
    "/cached-search/x",
    "/models",
    "/range",
  ],
  vehicles: ["/cars/x", "/cars/trade-in", "/trade-in", "/cars/x/buy-online"],
  checkout: ["/cars/x/checkout", "/cars/x/checkout/return", "/checkout-journey", "/checkout-journey/step"],
  accounts: ["/account", "/sign-in", "/saved", "/my-garage", "/unsubscribe"],
  "account APIs": [
    "/api/auth",
    "/api/auth/unsubscribe",
    "/api/auth/watchlist",
    "/api/auth/watchlist/merge",
    "/api/auth/saved-searches",
    "/api/auth/saved-searches/remove",
    "/api/auth/my-data",
    "/api/auth/close-account",
    "/api/auth/passkeys",
    "/api/auth/sign-in/magic-link",
  ],
  "lead APIs": [
    "/api/leads",
    "/api/leads/1",
    "/api/leads/with-files",
    "/api/carClarityCustomer",
    "/api/captcha",
    "/mock/leads",
    "/mock/leads/1",
    "/demo-assistant/answers",
  ],
  "shopper APIs": [
    "/api/phone-reveals",
    "/api/events",
    "/api/events/car_phone_call",
    "/api/trade-in/lookup",
    "/api/nevdis",
    "/api/simple-autograb-lookup",
    "/api/cars/x",
    "/api/cars/x/social-image",
    "/api/blog/x/social-image",
    "/api/page-not-found",
    "/api/no-such-api",
  ],
  payments: [
    "/api/reservations",
    "/api/reservations/x/refresh",
    "/api/payments/stripe/webhook",
    "/api/payments/adyen/webhook",
    "/api/payments/windcave/webhook",
  ],
  feeds: [
    "/feeds/google-vehicles.xml",
    "/feeds/meta-vehicles.csv",
    "/feeds/report.json",
    "/sitemap.xml",
    "/robots.txt",
    "/site-icon.svg",
  ],
  static: [
    "/favicon.ico",
    "/icon.svg",
    "/badges/certified.svg",
    "/payment-icons/x.svg",
    "/_next/static/x.js",
    "/media/x.jpg",
  ],
};
const PLATFORM_ROUTES: Record<string, string[]> = {
  platform: [
    "/",
    "/healthz",
    "/readyz",
    "/metrics",
    "/mail",
    "/api/sites",
    "/api/alerts/run",
    "/api/no-such-api",
  ],
  "feed API": ["/api/feed/cars/X1", "/api/feed/cars/X1/sold"],
  "dashboard API": [
    "/api/dashboard/websites/1/cars/x",
    "/api/dashboard/websites/1/careers.json",
    "/api/dashboard/websites/1/pages/search_slugs.json",
    "/api/dashboard/manufacturers/x",
    "/api/dashboard/dealerships/1/available_service_bookings.json",
    "/api/v1/websites/1/website_session_data.json",
    "/api/lead-files/1",
  ],
  "demo providers": [
    "/demo-providers/nevdis/vehicles/lookup",
    "/demo-providers/autograb/v2/vehicles/registrations/ABC123",
    "/demo-providers/adyen/v71/paymentLinks",
    "/demo-providers/adyen/v71/payments/X1/reversals",
    "/demo-providers/adyen/checkout/PLX1",
    "/demo-providers/adyen/v3/merchants/X1/webhooks",
    "/demo-providers/windcave/api/v1/sessions",
    "/demo-providers/windcave/api/v1/transactions",
    "/demo-providers/windcave/hpp/X1",
    "/demo-providers/stripe/v1/checkout/sessions",
    "/demo-providers/stripe/v1/refunds",
    "/demo-providers/stripe/pay/X1",
  ],
};
const ROUTES = [
  ...Object.entries(SITE_ROUTES).flatMap(([family, paths]) =>
    paths.map((path) => ({ family, path, site: true })),
  ),
  ...Object.entries(PLATFORM_ROUTES).flatMap(([family, paths]) =>
    paths.map((path) => ({ family, path, site: false })),
  ),
];
const FAMILIES = new Set(ROUTES.map((r) => r.family));

const segment = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom("%zz", "%", "%00", "%c0%af", "..", "%2e%2e", "a%20b", "%E2%98%83", "%ED%A0%80"),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom("%zz", "-1", "1e308", "999999999999", "[]", "%00", "a%00b", "__proto__"),
);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        ...SEARCH_FILTER_KEYS,
        "q",
        "sort",
        "car_id",
        "_rsc",
        "__proto__",
        "reservation",
        "token",
        "sessionId",
        "done",
        "a%00",
      ),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
const deepJson = fc
  .integer({ min: 1, max: 5_000 })
  .map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`);
/** A page form's Server Action fields, in the shapes found and others. */
const actionForm = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        "$ACTION_REF_1",
        "$ACTION_1:0",
        "$ACTION_1:1",
        "$ACTION_1:2",
        "$ACTION_ID_7f0c3a1b",
        "$ACTION_KEY",
        "name",
      ),
      fc.oneof(
        fc.constantFrom(
          '{"id":"7f0c3a1b","bound":"$@1"}',
          '["$Q2",null]',
          '["$B1"]',
          '["$@1"]',
          '["x"]',
          "",
          "{",
        ),
        deepJson,
      ),
    ),
    { maxLength: 5 },
  )
  .map((fields) => multipartBody(fields));
const body = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify({ lead: v }) ?? "null"),
  fc.string({ maxLength: 200 }),
  deepJson,
  actionForm,
  fc.constantFrom(
    '{"lead":{"name":"a\\u0000b","email":"x@y.z","phone":"0412345678"}}',
    '{"lead":{"name":"\\ud800","email":"x@y.z"}}',
    "lead[name]=x&lead[visited_pages][200000000]=a",
    "lead[skipped_steps][1000000000][from]=1",
    '{"event":{"website_slug":"harbourcity","url":"\\u0000"}}',
    '{"id":"evt_1","type":"checkout.session.completed","data":{"object":null}}',
  ),
);
const fuzzRequest = fc.record({
  route: fc.nat(),
  site: fc.nat(),
  extra: fc.option(segment, { nil: undefined }),
  query,
  method: fc.constantFrom("GET", "POST", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH"),
  contentType: fc.constantFrom(
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "multipart/form-data; boundary=x",
    "",
  ),
  referer: fc.constantFrom(undefined, "http://[", "javascript:alert(1)", "http://evil.example/"),
  origin: fc.constantFrom(undefined, undefined, "self", "http://evil.example", "null", "http://["),
  rsc: fc.constantFrom(undefined, undefined, undefined, "1"),
  nextAction: fc.constantFrom(undefined, undefined, undefined, undefined, "7f0c3a1b"),
  body,
});

function send(
  options: http.RequestOptions,
  payload: string | undefined,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, ...options, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
    req.end(payload);
  });
}

test("the fuzzer: 2,000 seeded requests across every route family never get a 5xx, and other tenants are still served", async ({
  request,
}) => {
  test.setTimeout(900_000);
  const samples = fc.sample(fuzzRequest, { seed: FUZZ_SEED, numRuns: FUZZ_RUNS });
  let sent = 0;
  const seen = new Set<string>();
  const serverErrors: string[] = [];
  const noAnswer: string[] = [];
  const fire = async (r: (typeof samples)[number]) => {
    const route = defined(ROUTES[r.route % ROUTES.length], "ROUTES[r.route % ROUTES.length]");
    const slug = defined(FUZZ_SITES[r.site % FUZZ_SITES.length], "a fuzzed site");
    const host = route.site ? `${slug}.localhost:${PORT}` : `localhost:${PORT}`;
    const path = `${route.path}${r.extra === undefined ? "" : `/${r.extra}`}${r.query}`;
    const hasBody = r.body !== undefined && !["GET", "HEAD", "OPTIONS", "DELETE"].includes(r.method);
    const headers: Record<string, string> = {
      host,
      // The fuzzer is a client of its own (through the trusted "nginx", 127.0.0.1): its posts
      // to the form pages reach the intake, and count against its own limits (the
      // no-JavaScript allowance of 3 an hour per site and client), not the browser tests'.
      "x-forwarded-for": FUZZ_CLIENT,
      ...(r.contentType && hasBody ? { "content-type": r.contentType } : {}),
      ...(r.referer ? { referer: r.referer } : {}),
      ...(r.origin ? { origin: r.origin === "self" ? `http://${host}` : r.origin } : {}),
      ...(r.rsc ? { rsc: r.rsc } : {}),
      ...(r.nextAction ? { "next-action": r.nextAction } : {}),
    };
    seen.add(route.family);
    try {
      const res = await send({ method: r.method, path, headers }, hasBody ? r.body : undefined);
      if (res.status >= 500)
        serverErrors.push(`${r.method} ${host}${path} → ${res.status} ${res.body.slice(0, 200)}`);
    } catch (error) {
      noAnswer.push(`${r.method} ${host}${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    sent++;
  };
  // A few requests in flight at once, in the seeded order.
  let next = 0;
  await Promise.all(
    Array.from({ length: FUZZ_CONCURRENCY }, async () => {
      while (next < samples.length) await fire(defined(samples[next++], "a fuzzed request"));
    }),
  );
  if (serverErrors.length > 0) console.log(serverErrors.slice(0, 20).join("\n"));
  console.log(
    `fuzz: ${sent} requests (seed ${FUZZ_SEED}) across ${seen.size} of ${FAMILIES.size} route families: ${serverErrors.length}×5xx`,
  );
  expect(serverErrors).toEqual([]);
  expect(noAnswer).toEqual([]);
  expect(sent).toBe(FUZZ_RUNS);
  expect(seen.size).toBe(FAMILIES.size);
  await othersStillServed(request);
});

// ---------------------------------------------------------------------------------------
// Behind a trusted proxy. The web server runs with TRUSTED_PROXIES=127.0.0.1 (playwright.config.ts): a
// request from 127.0.0.1 comes through "nginx", one from 127.0.0.2 reaches the web process
// around it (Linux routes all of 127.0.0.0/8 to the loopback interface).

const ORIGIN = `http://127.0.0.1:${PORT}`;
const AROUND_NGINX = "127.0.0.2";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request from `localAddress` (the client address the front server sees). */
function fromAddress(
  localAddress: string,
  options: { method?: string; path: string; headers: Record<string, string> },
  payload?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: PORT, localAddress, agent: false, timeout: 30_000, ...options },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
    req.end(payload);
  });
}

async function solvedCaptcha(request: import("@playwright/test").APIRequestContext, slug: string) {
  const res = await request.get(`${ORIGIN}/api/captcha`, { headers: { host: `${slug}.localhost:${PORT}` } });
  expect(res.ok()).toBe(true);
  const challenge = (await res.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber?: number;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(
    JSON.stringify({ ...challenge, number: defined(solution, "solution").number, maxnumber: undefined }),
  ).toString("base64");
}

/** A Stripe notification for Harbour City, signed with its demo account's stand-in secret. */
function signedStripeWebhook(): { body: string; signature: string } {
  // src/demo/payments/stand-in-webhook-secret.ts, for seed/demo-sites.ts's account.
  const digest = createHmac("sha256", "forecourt-stand-in:stripe")
    .update("sk_live_demo_harbour_city_toyota")
    .digest();
  const secret = `whsec_${digest.toString("base64url")}`;
  const created = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: `evt_starve_${created}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: "customer.created",
    created,
    data: { object: { id: "cus_starve", object: "customer" } },
  });
  const v1 = createHmac("sha256", secret).update(`${created}.${body}`).digest("hex");
  return { body, signature: `t=${created},v1=${v1}` };
}

test("One address holding 11 slow 25 MB uploads cannot keep another address's lead and webhook out", async ({
  request,
}) => {
  test.setTimeout(180_000);
  // The attack of the issue, at the platform's default budget (256 MiB): eleven uploads of
  // 25 MB from one address, sent fast up to a megabyte short of the end, then kept alive by a
  // trickle well above the minimum rate, so only the per-client share can stop them.
  const UPLOAD = 25 * 1024 * 1024;
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  const answers: string[] = [];
  const uploads = Array.from({ length: 11 }, (_, i) => {
    const socket = net.connect({ port: PORT, host: "127.0.0.1", localAddress: AROUND_NGINX });
    socket.on("error", () => {});
    answers[i] = "";
    socket.on("data", (data) => {
      answers[i] += data.toString("latin1");
    });
    return socket;
  });
  const write = (socket: net.Socket, data: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed || !socket.write(data)) {
        if (socket.destroyed) return resolve();
        const done = () => {
          socket.off("drain", done);
          socket.off("close", done);
          resolve();
        };
        socket.once("drain", done);
        socket.once("close", done);
        setTimeout(done, 5_000).unref();
      } else resolve();
    });
  await Promise.all(
    uploads.map(async (socket) => {
      await write(
        socket,
        `POST /api/leads/with-files HTTP/1.1\r\nHost: coastline-rentals.localhost:${PORT}\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${UPLOAD}\r\n\r\n`,
      );
      for (
        let sent = 0;
        sent + chunk.length < UPLOAD - 1024 * 1024 && !socket.destroyed;
        sent += chunk.length
      )
        await write(socket, chunk);
    }),
  );
  const trickle = setInterval(() => {
    for (const socket of uploads) if (!socket.destroyed) socket.write(Buffer.alloc(32 * 1024, 0x62));
  }, 500);
  try {
    // Another address (through "nginx"): a lead and a payment webhook are answered by the
    // platform itself, not refused by the front server for want of memory.
    const lead = await request.post(`${ORIGIN}/api/leads`, {
      headers: { host: `harbourcity.localhost:${PORT}`, "content-type": "application/json" },
      data: JSON.stringify({
        lead: {
          form_id: "general-enquiry",
          name: "Starve Test",
          first_name: "Starve",
          last_name: "Test",
          email: "starve@example.com",
          phone: "0412 345 678",
          category: "General Enquiry",
          message: "Sent while another address holds uploads.",
          opt_in: false,
          location_id: null,
          lead_id: null,
          lead_status: "Complete",
          form_completed: true,
          skipped_steps: [],
          step_number: 0,
          has_files: false,
          dealership_slug: "harbour-city-toyota",
          website_slug: "harbourcity",
          url: "http://harbourcity.localhost/contact",
          source: "Website",
          user_agent: "playwright",
          visited_pages: ["/contact"],
          linked_query_params: {},
        },
        altcha: await solvedCaptcha(request, "harbourcity"),
      }),
    });
    expect(lead.status(), await lead.text()).toBe(201);
    const webhook = signedStripeWebhook();
    const hook = await request.post(`${ORIGIN}/api/payments/stripe/webhook`, {
      headers: {
        host: `harbourcity.localhost:${PORT}`,
        "content-type": "application/json",
        "stripe-signature": webhook.signature,
      },
      data: webhook.body,
    });
    expect(hook.status(), await hook.text()).toBe(200);
    // The attacker got its share and no more: most of its uploads were refused (429), each
    // in the API's JSON error shape with the pages' security headers.
    const refused = answers.filter((a) => /^HTTP\/1\.1 429 /.test(a));
    expect(refused.length, answers.map((a) => a.split("\r\n")[0]).join(" | ")).toBeGreaterThanOrEqual(8);
    expect(defined(refused[0], "a refusal")).toMatch(/content-security-policy: /i);
    expect(defined(refused[0], "a refusal")).toContain('"code":"too_many_requests"');
  } finally {
    clearInterval(trickle);
    for (const socket of uploads) socket.destroy();
  }
  await othersStillServed(request);
});

test("A request that reaches the web process around nginx cannot choose its own address or scheme", async ({
  request,
}) => {
  const platform = `localhost:${PORT}`;
  const forged = { "x-forwarded-for": "127.0.0.1", "x-forwarded-proto": "https" };
  // The loopback-only pages and job, asked from around nginx with a forged 127.0.0.1: 404.
  const mail = await fromAddress(AROUND_NGINX, { path: "/mail", headers: { host: platform, ...forged } });
  expect(mail.status, "/mail").toBe(404);
  const metrics = await fromAddress(AROUND_NGINX, {
    path: "/metrics",
    headers: { host: platform, ...forged },
  });
  expect(metrics.status, "/metrics").toBe(404);
  const alerts = await fromAddress(
    AROUND_NGINX,
    {
      method: "POST",
      path: "/api/alerts/run",
      headers: { host: platform, "content-type": "application/json", ...forged },
    },
    "{}",
  );
  expect(alerts.status, "/api/alerts/run").toBe(404);
  // Through nginx on behalf of a shopper who claims 127.0.0.1: still not this machine.
  const relayed = await fromAddress("127.0.0.1", {
    path: "/mail",
    headers: { host: platform, "x-forwarded-for": "127.0.0.1, 198.51.100.7" },
  });
  expect(relayed.status, "/mail for a shopper behind nginx").toBe(404);
  // The operator on this machine, straight to the web process: the outbox opens.
  const operator = await fromAddress("127.0.0.1", { path: "/mail", headers: { host: platform } });
  expect(operator.status, "/mail for the operator").toBe(200);

  // A forged X-Forwarded-Proto turns no HSTS on; nginx's does.
  const page = { path: "/", headers: { host: `harbourcity.localhost:${PORT}` } };
  const direct = await fromAddress(AROUND_NGINX, { ...page, headers: { ...page.headers, ...forged } });
  expect(direct.status).toBe(200);
  expect(direct.headers["strict-transport-security"]).toBeUndefined();
  const viaNginx = await fromAddress("127.0.0.1", {
    ...page,
    headers: { ...page.headers, "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" },
  });
  expect(viaNginx.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

  // Rotating X-Forwarded-For buys no new rate-limit bucket: the vehicle lookup limit (10 per
  // window) still stops the 11th.
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await fromAddress(
      AROUND_NGINX,
      {
        method: "POST",
        path: "/api/nevdis",
        headers: {
          host: `harbourcity.localhost:${PORT}`,
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${i + 1}`,
        },
      },
      JSON.stringify({ rego: "ABC123", regoState: "NSW" }),
    );
    statuses.push(res.status);
  }
  expect(statuses, statuses.join(",")).toContain(429);

  // The web process listens on loopback only (HOST): another interface of this machine
  // refuses the connection.
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === "IPv4")?.address;
  if (outside) {
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect(PORT, outside);
      socket.setTimeout(3_000, () => {
        socket.destroy();
        resolve(false);
      });
      socket.on("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    expect(reached, `port ${PORT} on ${outside}`).toBe(false);
  }
  await othersStillServed(request);
});

test("The front server's own refusals carry the security headers; two Host headers are 400", async () => {
  const answers = [
    await raw(`TRACE / HTTP/1.1\r\nHost: harbourcity.localhost:${PORT}\r\nConnection: close\r\n\r\n`),
    await raw(
      `GET http://evil.example/ HTTP/1.1\r\nHost: harbourcity.localhost:${PORT}\r\nConnection: close\r\n\r\n`,
    ),
    await raw(
      `POST /api/leads HTTP/1.1\r\nHost: harbourcity.localhost:${PORT}\r\nContent-Length: 999999999\r\nConnection: close\r\n\r\n`,
    ),
    await raw(`GET / HTTP/1.1\r\nHost: a b\r\n\r\n`),
    await raw("NOT HTTP AT ALL\r\n\r\n"),
  ];
  const twoHosts = await raw(
    `GET / HTTP/1.1\r\nHost: harbourcity.localhost:${PORT}\r\nHost: lone-star-auto.localhost:${PORT}\r\nConnection: close\r\n\r\n`,
  );
  expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
  for (const answer of [...answers, twoHosts]) {
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    for (const header of [
      "content-security-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
    ])
      expect(answer.toLowerCase(), `${answer.split("\r\n")[0]}: ${header}`).toContain(`\r\n${header}: `);
  }
});

test("issue 26 item 5: made-up Host ports share one microcache entry and render nothing new", async ({
  request,
}) => {
  // A cached page (s-maxage), asked for under made-up ports: the first reaches Next without
  // the port, every other port is answered from that entry.
  const path = "/search/new-used-and-demo-cars?sort=price-asc";
  const ask = async (port: number) => {
    const res = await request.get(`http://127.0.0.1:${PORT}${path}`, {
      headers: { host: `westside-auto.localhost:${port}` },
    });
    return `${res.status()} ${res.headers()["x-forecourt-cache"] ?? "miss"}`;
  };
  // The others at once, well inside the microcache's half second.
  const answers = [await ask(9999), ...(await Promise.all([9998, 99999, 1].map(ask)))];
  expect(answers).toEqual(["200 miss", "200 hit", "200 hit", "200 hit"]);
});
