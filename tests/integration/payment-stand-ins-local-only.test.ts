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
