import { describe, expect, test, vi } from "vitest";
import { defined } from "@/domain/defined";
import { createHttpDashboardData, type HttpDashboardDataOptions } from "../support/dashboard-api-client";
import { DashboardDataError } from "../support/dashboard-data";

/** One scripted answer of the fake fetch: a status (with body and status text) or a network failure. */
type Step = { status: number; body?: unknown; statusText?: string } | { fail: string };

interface Call {
  url: string;
  init: RequestInit & { next?: { revalidate?: number; tags?: string[] } };
}

const BASE = "https://dashboard.example/api/dashboard";
const STAGING = "https://staging.example/api/dashboard";
const REASON: Record<number, string> = {
  200: "OK",
  404: "Not Found",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

function scripted(steps: Step[], options: Partial<HttpDashboardDataOptions> = {}) {
  const calls: Call[] = [];
  const queue = [...steps];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init as Call["init"] });
    const step = queue.shift();
    if (!step) throw new Error("the fake fetch has no more answers scripted");
    if ("fail" in step) throw new TypeError(step.fail);
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), {
      status: step.status,
      statusText: step.statusText ?? REASON[step.status] ?? "",
      headers: { "content-type": "application/json" },
    });
  });
  const logger = { warn: vi.fn(), error: vi.fn() };
  const client = createHttpDashboardData({
    baseUrl: BASE,
    stagingBaseUrl: STAGING,
    user: "dashboard",
    password: "s3cret",
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelayMs: 0,
    logger,
    ...options,
  });
  return { client, calls, logger, remaining: () => queue.length };
}

const CAR = { id: 7, slug: "2023-toyota-corolla-hct1001", price: 4_299_000 };
const SLUGS = { website_id: 3, default_search_path: "/search/used-cars", search_slugs: [] };

async function failure(promise: Promise<unknown>): Promise<DashboardDataError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DashboardDataError);
    return error as DashboardDataError;
  }
  throw new Error("expected the call to fail");
}

describe("HTTP dashboard data: requests (SPEC 6, 7)", () => {
  test("basic auth with the fixed credential, and Accept json", async () => {
    const { client, calls } = scripted([{ status: 200, body: CAR }]);
    await client.getCar(3, CAR.slug);
    const headers = new Headers(defined(calls[0], "calls[0]").init.headers);
    expect(headers.get("authorization")).toBe(`Basic ${Buffer.from("dashboard:s3cret").toString("base64")}`);
    expect(headers.get("accept")).toBe("application/json");
    expect(defined(calls[0], "calls[0]").init.method).toBe("GET");
  });

  test.each([
    { name: "getCar", call: (c: Client) => c.getCar(3, "abc-1"), url: `${BASE}/websites/3/cars/abc-1.json` },
    {
      name: "getManufacturer",
      call: (c: Client) => c.getManufacturer("toyota", 3),
      url: `${BASE}/manufacturers/toyota.json?website_id=3`,
    },
    {
      name: "getAvailableServiceBookings",
      call: (c: Client) => c.getAvailableServiceBookings(12),
      url: `${BASE}/dealerships/12/available_service_bookings.json`,
    },
    {
      name: "getAvailableAppointmentBookings",
      call: (c: Client) => c.getAvailableAppointmentBookings(12),
      url: `${BASE}/dealerships/12/available_appointment_bookings.json`,
    },
    {
      name: "getSearchSlugs",
      call: (c: Client) => c.getSearchSlugs(3),
      url: `${BASE}/websites/3/pages/search_slugs.json`,
    },
    {
      name: "getSearchPageTemplates",
      call: (c: Client) => c.getSearchPageTemplates(3),
      url: `${BASE}/websites/3/search_page_templates.json`,
    },
    { name: "getCareers", call: (c: Client) => c.getCareers(3), url: `${BASE}/websites/3/careers.json` },
    {
      name: "getWebsiteSessionData",
      call: (c: Client) => c.getWebsiteSessionData(3),
      url: "https://dashboard.example/api/v1/websites/3/website_session_data.json",
    },
  ])("$name → GET $url", async ({ call, url }) => {
    const { client, calls } = scripted([{ status: 200, body: {} }]);
    await call(client);
    expect(calls.map((c) => c.url)).toEqual([url]);
  });

  test("the staging host replaces the production host when the staging flag is set (SPEC 7)", async () => {
    const { client, calls } = scripted(
      [
        { status: 200, body: CAR },
        { status: 200, body: {} },
      ],
      { staging: true },
    );
    await client.getCar(3, CAR.slug);
    await client.getWebsiteSessionData(3);
    expect(calls.map((c) => c.url)).toEqual([
      `${STAGING}/websites/3/cars/${CAR.slug}.json`,
      "https://staging.example/api/v1/websites/3/website_session_data.json",
    ]);
  });

  test("the staging flag without a staging host is a configuration error", () => {
    expect(() => createHttpDashboardData({ baseUrl: BASE, staging: true, user: "u", password: "p" })).toThrow(
      "no stagingBaseUrl",
    );
  });

  test.each([
    {
      name: "search slugs: one week, tag search-slugs",
      call: (c: Client) => c.getSearchSlugs(3),
      next: { revalidate: 604_800, tags: ["search-slugs"] },
    },
    {
      name: "search page templates: one week",
      call: (c: Client) => c.getSearchPageTemplates(3),
      next: { revalidate: 604_800 },
    },
    {
      name: "careers: tag careers",
      call: (c: Client) => c.getCareers(3),
      next: { revalidate: 604_800, tags: ["careers"] },
    },
  ])("cached by Next's fetch cache (SPEC 7) – $name", async ({ call, next }) => {
    const { client, calls } = scripted([{ status: 200, body: {} }]);
    await call(client);
    expect(defined(calls[0], "calls[0]").init.next).toEqual(next);
    expect(defined(calls[0], "calls[0]").init.cache).toBeUndefined();
  });

  test("cars, manufacturers, booking slots and session data are never cached", async () => {
    const { client, calls } = scripted(Array.from({ length: 5 }, () => ({ status: 200, body: {} })));
    await client.getCar(3, "a");
    await client.getManufacturer("toyota", 3);
    await client.getAvailableServiceBookings(1);
    await client.getAvailableAppointmentBookings(1);
    await client.getWebsiteSessionData(3);
    expect(calls.map((c) => c.init.cache)).toEqual(Array(5).fill("no-store"));
  });

  test("session data is asked only if the site has an id (SPEC 7)", async () => {
    const { client, calls } = scripted([]);
    expect(await client.getWebsiteSessionData(null)).toBeNull();
    expect(await client.getWebsiteSessionData(undefined)).toBeNull();
    expect(calls).toEqual([]);
  });
});

type Client = ReturnType<typeof createHttpDashboardData>;

describe("HTTP dashboard data: failures (SPEC 8)", () => {
  // "Non-OK responses are retried 2 times, then the status code is thrown."
  // "if the body has an error field, an error is raised with that message and the HTTP
  //  status attached. Otherwise the message is 'An unexpected error occurred' plus the
  //  status text when present. The failure is logged, retried, and raised after 2 retries."
  test.each<{ name: string; steps: Step[]; status: number | null; message: string }>([
    {
      name: "a non-OK status three times: 'An unexpected error occurred' plus the status text",
      steps: [{ status: 503 }, { status: 503 }, { status: 500 }],
      status: 500,
      message: "An unexpected error occurred: Internal Server Error",
    },
    {
      name: "no status text: 'An unexpected error occurred' alone",
      steps: [
        { status: 502, statusText: "" },
        { status: 502, statusText: "" },
        { status: 502, statusText: "" },
      ],
      status: 502,
      message: "An unexpected error occurred",
    },
    {
      name: "an error field (text) becomes the message, with the status attached",
      steps: Array.from({ length: 3 }, () => ({ status: 500, body: { error: "Website is being rebuilt" } })),
      status: 500,
      message: "Website is being rebuilt",
    },
    {
      name: "this API's error object: its message",
      steps: Array.from({ length: 3 }, () => ({
        status: 404,
        body: { error: { code: "not_found", message: "No website with id 3." } },
      })),
      status: 404,
      message: "No website with id 3.",
    },
    {
      name: "the last failure is the one raised",
      steps: [
        { status: 500, body: { error: "first" } },
        { status: 503 },
        { status: 429, body: { error: "slow down" } },
      ],
      status: 429,
      message: "slow down",
    },
    {
      name: "no answer at all (network): no status",
      steps: [{ fail: "fetch failed" }, { fail: "fetch failed" }, { fail: "fetch failed" }],
      status: null,
      message: "An unexpected error occurred: fetch failed",
    },
  ])("$name", async ({ steps, status, message }) => {
    const { client, calls, logger } = scripted(steps);
    const error = await failure(client.getSearchSlugs(3));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(calls).toHaveLength(3);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  test.each<{ name: string; steps: Step[]; tries: number }>([
    { name: "OK at once: one try", steps: [{ status: 200, body: SLUGS }], tries: 1 },
    { name: "OK on the first retry", steps: [{ status: 500 }, { status: 200, body: SLUGS }], tries: 2 },
    {
      name: "OK on the second retry",
      steps: [{ status: 500 }, { fail: "socket hang up" }, { status: 200, body: SLUGS }],
      tries: 3,
    },
  ])("retried up to 2 times: $name", async ({ steps, tries }) => {
    const { client, calls } = scripted(steps);
    expect(await client.getSearchSlugs(3)).toEqual(SLUGS);
    expect(calls).toHaveLength(tries);
  });

  test("no third retry: after 3 tries the error is raised even if a 4th would succeed", async () => {
    const { client, remaining } = scripted([
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 200, body: SLUGS },
    ]);
    await failure(client.getSearchSlugs(3));
    expect(remaining()).toBe(1);
  });

  test("retries wait a little longer each time", async () => {
    vi.useFakeTimers();
    try {
      const { client, calls } = scripted([{ status: 500 }, { status: 500 }, { status: 200, body: SLUGS }], {
        retryDelayMs: 100,
      });
      const pending = client.getSearchSlugs(3);
      await vi.advanceTimersByTimeAsync(99);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(199);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual(SLUGS);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("HTTP dashboard data: cars (SPEC 7 'A 404 yields false', SPEC 8 'Car fetch failures')", () => {
  test("a car is the body as sent", async () => {
    const { client } = scripted([{ status: 200, body: CAR }]);
    expect(await client.getCar(3, CAR.slug)).toEqual(CAR);
  });

  test("404 gives false, logged, without retries or a throw", async () => {
    const { client, calls, logger } = scripted([
      { status: 404, body: { error: { code: "not_found", message: "x" } } },
    ]);
    expect(await client.getCar(3, "gone-car")).toBe(false);
    expect(calls).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("404"));
  });

  test("a 404 after a failed try is still false", async () => {
    const { client, calls } = scripted([{ status: 503 }, { status: 404 }]);
    expect(await client.getCar(3, "gone-car")).toBe(false);
    expect(calls).toHaveLength(2);
  });

  test("other non-OK answers are retried 2 times, then the status code is thrown", async () => {
    const { client, calls } = scripted([{ status: 500 }, { status: 500 }, { status: 503 }]);
    const error = await failure(client.getCar(3, CAR.slug));
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(3);
  });

  test.each(["a b", "../x", "slug.json", "ñandu", ""])(
    "slug %j is not letters, digits, hyphen and underscore (SPEC 5): false without a request",
    async (slug) => {
      const { client, calls } = scripted([]);
      expect(await client.getCar(3, slug)).toBe(false);
      expect(calls).toEqual([]);
    },
  );
});
