import { describe, expect, it } from "vitest";
import { rendererFor } from "@/domain/tenancy/renderer-routes";

const at = (method: string, host: string, path: string) => rendererFor({ method, host, path }, "localhost");

describe("rendererFor", () => {
  it("sends the moved platform page to Astro, on GET and HEAD only", () => {
    expect(at("GET", "localhost:3000", "/healthz/renderer")).toBe("astro");
    expect(at("HEAD", "LOCALHOST", "/healthz/renderer?x=1")).toBe("astro");
    expect(at("POST", "localhost", "/healthz/renderer")).toBe("next");
  });

  it("keeps the same path on a dealer site, and every other page, on Next", () => {
    expect(at("GET", "westside-auto.localhost:3000", "/healthz/renderer")).toBe("next");
    expect(at("GET", "localhost", "/healthz")).toBe("next");
    expect(at("GET", "localhost", "/healthz/renderer/x")).toBe("next");
    expect(at("GET", "westside-auto.localhost", "/about-us")).toBe("next");
  });

  it("sends Astro's built assets to Astro on every host", () => {
    expect(at("GET", "westside-auto.localhost", "/_astro/page.abc123.css")).toBe("astro");
    expect(at("GET", "localhost", "/_next/static/chunk.js")).toBe("next");
  });
});
