import { afterEach, describe, expect, test, vi } from "vitest";
import { SECRET_SETTINGS } from "@/env";

// The payment stand-ins answer only on a local platform domain; on a real one every
// path is a 404 before anything is read or stored (like the lookup stand-ins).

describe("the Adyen and Windcave stand-ins on a real platform domain", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  test.each([
    ["adyen", ["v72", "paymentLinks"]],
    ["adyen", ["checkout", "PL0123456789ABCDEF"]],
    ["windcave", ["api", "v1", "sessions"]],
    ["windcave", ["hpp", "0123456789ABCDEF"]],
  ])("%s /%s: 404", async (provider, path) => {
    vi.resetModules();
    vi.stubEnv("PLATFORM_DOMAIN", "forecourt.example");
    // A real domain needs real secrets, one per purpose, or the platform does not start.
    for (const name of SECRET_SETTINGS) {
      vi.stubEnv(name, `${name}-a-long-random-secret-for-this-test-only`);
    }
    const route =
      provider === "adyen"
        ? await import("@/app/platform/demo-providers/adyen/[...path]/route")
        : await import("@/app/platform/demo-providers/windcave/[...path]/route");
    const url = `https://forecourt.example/demo-providers/${provider}/${path.join("/")}`;
    const context = { params: Promise.resolve({ path }) };
    expect((await route.GET(new Request(url), context)).status).toBe(404);
    expect((await route.POST(new Request(url, { method: "POST", body: "{}" }), context)).status).toBe(404);
  });
});

describe("every other stand-in route on a real platform domain", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // Each route under /demo-providers/ re-exports its handler from src/demo: the handler itself
  // refuses, before it reads a body or the database.
  test.each([
    ["stripe checkout sessions", "POST", "stripe/v1/checkout/sessions"],
    ["stripe checkout session", "GET", "stripe/v1/checkout/sessions/cs_test_1"],
    ["stripe refunds", "POST", "stripe/v1/refunds"],
    ["stripe hosted page", "GET", "stripe/pay/cs_test_1"],
    ["stripe hosted page", "POST", "stripe/pay/cs_test_1"],
    ["nevdis lookup", "POST", "nevdis/vehicles/lookup"],
    ["autograb lookup", "GET", "autograb/v2/vehicles/registrations/ABC123"],
  ])("%s (%s): 404", async (_name, method, path) => {
    vi.resetModules();
    vi.stubEnv("PLATFORM_DOMAIN", "forecourt.example");
    for (const name of SECRET_SETTINGS) {
      vi.stubEnv(name, `${name}-a-long-random-secret-for-this-test-only`);
    }
    const url = `https://forecourt.example/demo-providers/${path}`;
    const request = new Request(url, method === "POST" ? { method, body: "{}" } : { method });
    const id = { params: Promise.resolve({ id: "cs_test_1" }) };
    const plate = { params: Promise.resolve({ plate: "ABC123" }) };
    let response: Response;
    if (path === "stripe/v1/checkout/sessions") {
      response = await (await import("@/app/platform/demo-providers/stripe/v1/checkout/sessions/route")).POST(
        request,
      );
    } else if (path.startsWith("stripe/v1/checkout/sessions/")) {
      const route = await import("@/app/platform/demo-providers/stripe/v1/checkout/sessions/[id]/route");
      response = await route.GET(request, id);
    } else if (path === "stripe/v1/refunds") {
      response = await (await import("@/app/platform/demo-providers/stripe/v1/refunds/route")).POST(request);
    } else if (path.startsWith("stripe/pay/")) {
      const route = await import("@/app/platform/demo-providers/stripe/pay/[id]/route");
      response = method === "GET" ? await route.GET(request, id) : await route.POST(request, id);
    } else if (path.startsWith("nevdis/")) {
      response = await (await import("@/app/platform/demo-providers/nevdis/vehicles/lookup/route")).POST(
        request,
      );
    } else {
      const route = await import(
        "@/app/platform/demo-providers/autograb/v2/vehicles/registrations/[plate]/route"
      );
      response = await route.GET(request, plate);
    }
    expect(response.status).toBe(404);
    // The guard's answer, not a stand-in's own "no such session" (which is also a 404).
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
