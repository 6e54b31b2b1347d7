import { expect, test } from "vitest";
import { routeLabel } from "@/server/front/front-metrics";

test.each<[string | undefined, string]>([
  ["/", "/"],
  [undefined, "/"],
  ["/?utm_source=x", "/"],
  ["/_next/static/chunks/app.js", "/_next"],
  ["/media/cars/1.webp", "/media"],
  ["/api/leads", "/api/leads"],
  ["/api/leads/42", "/api/leads"],
  ["/api/feed/cars/CT5001", "/api/feed"],
  ["/api", "/api"],
  ["/api/%zz", "/api"],
  ["/search", "/search"],
  ["/cars/2021-toyota-corolla-ct5001", "/cars/*"],
  ["/healthz", "/healthz"],
  ["/%00%01", "other"],
  [`/${"x".repeat(80)}`, "other"],
])("%s is counted under %s", (url, label) => {
  expect(routeLabel(url)).toBe(label);
});
