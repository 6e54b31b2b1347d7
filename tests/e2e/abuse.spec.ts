import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { defined } from "../../src/domain/defined";
import { apiGet, PORT } from "./fixtures";

// The abuse suite (issue 9): hostile requests against the production server that `npm start`
// runs (the front server and `next start`), on whichever database the run uses. Each test
// ends by checking that other tenants are still served. Bounded in count and time; traffic
// stays on 127.0.0.1.

const FEED_KEY = "demo-feed-bigrig-trucks";
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
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

test("finding 1: a feed write smuggled inside a chunked GET is refused and never runs", async ({
  request,
}) => {
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

test("finding 10: an absolute-form request target never redirects off-site; TRACE is refused", async ({
  request,
}) => {
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

test("finding 3: a body that never finishes arriving holds nothing of Next's; other sites answer meanwhile", async ({
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

test("finding 5: made-up vehicle paths and hosts are answered 404 and never cached", async ({ request }) => {
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
// The fuzzer: random methods, paths, query strings, headers and bodies over every API route
// and page family. No answer may be a 5xx, and the platform must still serve other tenants.

const SITE = "coastline-rentals";
const SITE_ROUTES = [
  "/api/leads",
  "/api/leads/1",
  "/api/leads/with-files",
  "/api/carClarityCustomer",
  "/api/phone-reveals",
  "/api/events",
  "/api/events/car_phone_call",
  "/api/trade-in/lookup",
  "/api/nevdis",
  "/api/simple-autograb-lookup",
  "/api/captcha",
  "/api/cars/x",
  "/api/payments/stripe/webhook",
  "/api/payments/windcave/webhook",
  "/search/rental-cars",
  "/cars/x",
  "/forms/enquiry",
  "/success",
  "/finance",
  "/contact",
  "/sitemap.xml",
  "/robots.txt",
];
const PLATFORM_ROUTES = [
  "/api/feed/cars/X1",
  "/api/feed/cars/X1/sold",
  "/api/dashboard/websites/1/cars/x",
  "/api/dashboard/manufacturers/x",
  "/api/v1/websites/1/website_session_data.json",
  "/api/lead-files/1",
  "/api/sites",
  "/demo-providers/nevdis/vehicles/lookup",
  "/demo-providers/autograb/v2/vehicles/registrations/ABC123",
  "/demo-providers/adyen/v71/paymentLinks",
  "/demo-providers/adyen/v71/payments/X1/reversals",
  "/demo-providers/adyen/checkout/PLX1",
  "/demo-providers/adyen/v3/merchants/X1/webhooks",
  "/demo-providers/windcave/api/v1/sessions",
  "/demo-providers/windcave/api/v1/transactions",
  "/demo-providers/windcave/hpp/X1",
];

const segment = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom("%zz", "%", "%00", "%c0%af", "..", "%2e%2e", "a%20b", "%E2%98%83", "%ED%A0%80"),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom("%zz", "-1", "1e308", "999999999999", "[]", "%00", "__proto__"),
);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom("q", "page", "sort", "make", "car_id", "body", "_rsc", "__proto__", "price"),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
const deepJson = fc
  .integer({ min: 1, max: 5_000 })
  .map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`);
const body = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify({ lead: v }) ?? "null"),
  fc.string({ maxLength: 200 }),
  deepJson,
  fc.constantFrom(
    '{"lead":{"name":"a\\u0000b","email":"x@y.z","phone":"0412345678"}}',
    '{"lead":{"name":"\\ud800","email":"x@y.z"}}',
    "lead[name]=x&lead[visited_pages][200000000]=a",
    "lead[skipped_steps][1000000000][from]=1",
    '{"event":{"website_slug":"harbourcity","url":"\\u0000"}}',
  ),
);
const fuzzRequest = fc.record({
  platform: fc.boolean(),
  route: fc.nat(),
  extra: fc.option(segment, { nil: undefined }),
  query,
  method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH"),
  contentType: fc.constantFrom(
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "",
  ),
  referer: fc.constantFrom(undefined, "http://[", "javascript:alert(1)", "http://evil.example/"),
  origin: fc.constantFrom(undefined, "http://evil.example", "null"),
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

test("the fuzzer: random requests to every route never get a 5xx, and other tenants are still served", async ({
  request,
}) => {
  test.setTimeout(300_000);
  let sent = 0;
  const serverErrors: string[] = [];
  await fc.assert(
    fc.asyncProperty(fuzzRequest, async (r) => {
      const routes = r.platform ? PLATFORM_ROUTES : SITE_ROUTES;
      const route = defined(routes[r.route % routes.length], "routes[r.route % routes.length]");
      const path = `${route}${r.extra === undefined ? "" : `/${r.extra}`}${r.query}`;
      const hasBody = r.body !== undefined && !["GET", "HEAD", "OPTIONS", "DELETE"].includes(r.method);
      const headers: Record<string, string> = {
        host: r.platform ? `localhost:${PORT}` : `${SITE}.localhost:${PORT}`,
        ...(r.contentType && hasBody ? { "content-type": r.contentType } : {}),
        ...(r.referer ? { referer: r.referer } : {}),
        ...(r.origin ? { origin: r.origin } : {}),
      };
      const res = await send({ method: r.method, path, headers }, hasBody ? r.body : undefined);
      sent++;
      if (res.status >= 500)
        serverErrors.push(`${r.method} ${path} → ${res.status} ${res.body.slice(0, 200)}`);
      expect(res.status, `${r.method} ${path}`).toBeLessThan(500);
    }),
    { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
  );
  console.log(`fuzz: ${sent} requests sent (seed ${FUZZ_SEED}), ${serverErrors.length}×5xx`);
  expect(serverErrors).toEqual([]);
  await othersStillServed(request);
});
