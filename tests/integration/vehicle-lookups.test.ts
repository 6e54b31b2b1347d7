import { randomInt } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { POST as postNevdis } from "@/app/site/[host]/api/nevdis/route";
import { POST as postAutograb } from "@/app/site/[host]/api/simple-autograb-lookup/route";
import { POST as postTradeInLookup } from "@/app/site/[host]/api/trade-in/lookup/route";
import type { Database } from "@/server/db/client";
import { createHttpNevdis } from "@/server/vehicle-lookup/http-nevdis";
import { ProviderError } from "@/server/vehicle-lookup/provider-request";
import { autograbStandIn, nevdisStandIn } from "@/demo/vehicle-lookup/lookup-stand-ins";
import {
  createTestSite,
  jsonRequest,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

// SPEC 7 POST /api/nevdis and POST /api/simple-autograb-lookup: the real
// HTTP adapters, chosen by base URL, against the demo stand-ins served over HTTP here, with
// scripted provider failures in front of them (SPEC 8: 2 retries, the data fetch messages).

const NEVDIS_KEY = "test-nevdis-key";
const AUTOGRAB_KEY = "test-autograb-key";

/** What the provider does with its next requests before answering normally. */
type Fault = { status: number; error?: string } | "hang";
const faults: Fault[] = [];
const hits: string[] = [];

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://stand-in");
  hits.push(`${req.method} ${url.pathname}`);
  const fault = faults.shift();
  if (fault === "hang") return; // never answers: the adapter's timeout ends the try
  if (fault) {
    res.writeHead(fault.status, http.STATUS_CODES[fault.status], { "content-type": "application/json" });
    res.end(JSON.stringify(fault.error ? { error: fault.error } : {}));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(name, value);
  const request = new Request(`http://stand-in${req.url}`, {
    method: req.method,
    headers,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  });
  const plate = /^\/autograb\/v2\/vehicles\/registrations\/([^/]+)$/.exec(url.pathname)?.[1];
  const answer =
    url.pathname === "/nevdis/vehicles/lookup" && req.method === "POST"
      ? await nevdisStandIn(request, NEVDIS_KEY)
      : plate && req.method === "GET"
        ? autograbStandIn(request, decodeURIComponent(plate), AUTOGRAB_KEY)
        : Response.json({ error: "no such route" }, { status: 404 });
  res.writeHead(answer.status, { "content-type": "application/json" });
  res.end(await answer.text());
});

let base = "";
beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Read once by env(), on the first lookup.
  process.env.NEVDIS_API_URL = `${base}/nevdis`;
  process.env.NEVDIS_API_KEY = NEVDIS_KEY;
  process.env.AUTOGRAB_API_URL = `${base}/autograb/`;
  process.env.AUTOGRAB_API_KEY = AUTOGRAB_KEY;
  process.env.VEHICLE_LOOKUP_TIMEOUT_MS = "400";
  process.env.VEHICLE_LOOKUP_RATE_LIMIT = "8";
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  faults.length = 0;
  hits.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(testDatabaseTargets())("vehicle lookups on $name", (target) => {
  let database: Database;
  let site: TestSite; // both add-ons (flags.nevdis, flags.autograb)
  let autograbOnly: TestSite;
  let neither: TestSite;

  beforeAll(async () => {
    database = await target.open();
    useAsProcessDatabase(database);
    site = await createTestSite(database.db, { config: { flags: { nevdis: true, autograb: true } } });
    autograbOnly = await createTestSite(database.db, { config: { flags: { autograb: true } } });
    neither = await createTestSite(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const nevdis = (body: unknown, headers?: Record<string, string>) =>
    postNevdis(jsonRequest(site, "POST", "/api/nevdis", body, headers), segment({ host: site.host }));
  const autograb = (body: unknown) =>
    postAutograb(
      jsonRequest(site, "POST", "/api/simple-autograb-lookup", body),
      segment({ host: site.host }),
    );

  test("each lookup only where the dealer has its add-on: the trade-in lookup through NEVDIS, else AutoGrab, else none", async () => {
    const call = (on: TestSite, path: string, post: typeof postNevdis) =>
      post(jsonRequest(on, "POST", path, { rego: "ABC123", regoState: "NSW" }), segment({ host: on.host }));
    expect((await call(neither, "/api/nevdis", postNevdis)).status).toBe(404);
    expect((await call(neither, "/api/simple-autograb-lookup", postAutograb)).status).toBe(404);
    expect((await call(neither, "/api/trade-in/lookup", postTradeInLookup)).status).toBe(404);
    expect((await call(autograbOnly, "/api/nevdis", postNevdis)).status).toBe(404);
    expect(hits).toEqual([]);
    const viaAutograb = await call(autograbOnly, "/api/trade-in/lookup", postTradeInLookup);
    expect(viaAutograb.status).toBe(200);
    expect(hits).toEqual([expect.stringMatching(/^GET \/autograb\//)]);
  });

  test("NEVDIS: a plate's vehicle, with the form's field names, labelled as demo data", async () => {
    const res = await nevdis({ rego: "abc 123", regoState: "NSW" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      vehicle: {
        rego: "ABC123",
        regoState: "NSW",
        "Vehicle Make": expect.any(String),
        "Vehicle Model": expect.any(String),
        year: expect.any(Number),
        vin: expect.stringMatching(/^DEMO/),
      },
      valuation: null,
      demo: true,
    });
    expect(hits).toEqual(["POST /nevdis/vehicles/lookup"]);
    // The same plate gives the same vehicle, also through the trade-in rego lookup.
    const again = await postTradeInLookup(
      jsonRequest(site, "POST", "/api/trade-in/lookup", { rego: "ABC-123", regoState: "NSW" }),
      segment({ host: site.host }),
    );
    expect(await again.json()).toEqual(body);
  });

  test("AutoGrab: the vehicle and a trade range that falls with the odometer", async () => {
    const low = (await (await autograb({ rego: "XYZ789", regoState: "VIC", odometer: "20000" })).json()) as {
      vehicle: Record<string, unknown>;
      valuation: { trade_low: number; trade_high: number; currency: string };
      demo: boolean;
    };
    const high = (await (await autograb({ rego: "XYZ789", regoState: "VIC", odometer: 150000 })).json()) as {
      valuation: { trade_low: number };
    };
    expect(low.demo).toBe(true);
    expect(low.vehicle).toMatchObject({ rego: "XYZ789", regoState: "VIC" });
    expect(low.valuation.currency).toBe("AUD");
    expect(low.valuation.trade_low).toBeLessThan(low.valuation.trade_high);
    expect(high.valuation.trade_low).toBeLessThan(low.valuation.trade_low);
    expect(hits[0]).toBe("GET /autograb/v2/vehicles/registrations/XYZ789");
  });

  test("no vehicle for the plate: 404 not_found naming rego, and no retry", async () => {
    const res = await nevdis({ rego: "NOREG1", regoState: "QLD" });
    expect(res.status).toBe(404);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("not_found");
    expect(body.error.fields).toEqual({ rego: "no vehicle is registered as NOREG1 in QLD" });
    expect(hits).toHaveLength(1);
  });

  test("a failed try is retried: two failures, then the answer (three tries)", async () => {
    faults.push({ status: 503 }, { status: 500 });
    const res = await nevdis({ rego: "ABC123", regoState: "NSW" });
    expect(res.status).toBe(200);
    expect(hits).toHaveLength(3);
  });

  test("a try that does not answer in time is ended and retried", async () => {
    faults.push("hang");
    const res = await autograb({ rego: "ABC123", regoState: "NSW" });
    expect(res.status).toBe(200);
    expect(hits).toHaveLength(2);
  });

  test("a provider that keeps failing: 502 provider_unavailable with the message after 2 retries", async () => {
    faults.push({ status: 503 }, { status: 503 }, { status: 503 });
    const res = await nevdis({ rego: "ABC123", regoState: "NSW" });
    expect(res.status).toBe(502);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: "provider_unavailable",
      message: "An unexpected error occurred: Service Unavailable",
    });
    expect(hits).toHaveLength(3);

    // The body's error field is the message when there is one.
    faults.push(...Array(3).fill({ status: 500, error: "Upstream registry offline" }));
    const res2 = await autograb({ rego: "ABC123", regoState: "NSW" });
    expect(((await res2.json()) as ErrorBody).error.message).toBe("Upstream registry offline");
  });

  test("the adapter sends its key; a wrong one is the provider's 401 error after the retries", async () => {
    const provider = createHttpNevdis({ baseUrl: `${base}/nevdis`, apiKey: "wrong", retryDelayMs: 0 });
    const error = await provider.lookup({ rego: "ABC123", regoState: "NSW" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: "Invalid API key", status: 401 });
    expect(hits).toHaveLength(3);
  });

  test.each<[string, unknown, Record<string, string>]>([
    ["no rego", { regoState: "NSW" }, { rego: "*This is a required field." }],
    [
      "a rego that is no plate",
      { rego: "AB$12", regoState: "NSW" },
      { rego: "must be the plate's 2 to 7 letters and digits" },
    ],
    [
      "a long rego",
      { rego: "A".repeat(40), regoState: "NSW" },
      { rego: "must be the plate's 2 to 7 letters and digits" },
    ],
    [
      "an unknown state",
      { rego: "ABC123", regoState: "XX" },
      { regoState: "must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA" },
    ],
    [
      "an odometer that is no number",
      { rego: "ABC123", regoState: "NSW", odometer: "lots" },
      { odometer: "must be a whole number of kilometres up to 2,000,000" },
    ],
    [
      "an odometer out of range",
      { rego: "ABC123", regoState: "NSW", odometer: 9_000_000 },
      { odometer: "must be a whole number of kilometres up to 2,000,000" },
    ],
  ])("%s: 422 naming the field, and the provider is not asked", async (_label, body, fields) => {
    const res = await autograb(body);
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error.fields).toMatchObject(fields);
    expect(hits).toEqual([]);
  });

  test("a body over 1 KB is refused with 413", async () => {
    const res = await nevdis({ rego: "ABC123", regoState: "NSW", pad: "x".repeat(2000) });
    expect(res.status).toBe(413);
    expect(hits).toEqual([]);
  });

  test("each client has VEHICLE_LOOKUP_RATE_LIMIT lookups a window, then 429", async () => {
    // A client address of its own: on PostgreSQL the limiter's counters live in a shared table
    // for their window, and site ids repeat across test databases and runs.
    const ip = {
      "x-forwarded-for": `2001:db8::${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await nevdis({ rego: "ABC123", regoState: "NSW" }, ip)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });
});
