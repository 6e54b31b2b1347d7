import { expect, test } from "@playwright/test";
import { defined } from "../../src/domain/defined";
import { apiGet, expectNoAxeViolations, PORT } from "./fixtures";

// The second renderer (docs/decisions/020-astro-islands.md): npm start runs Astro's handler
// and Next in one web process behind the front server, which gives Astro the page families
// listed in domain/tenancy/renderer-routes.ts. Its first page is its own liveness page, which
// reads the database the process shares with Next (PGlite allows one process per directory).
const DATABASE = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

test("the Astro renderer answers its page through the front server: Node 24, the shared database, no script, the security headers, axe", async ({
  page,
}) => {
  const response = await page.goto(`http://localhost:${PORT}/healthz/renderer`);
  expect(response?.status()).toBe(200);
  const headers = await response?.allHeaders();
  expect(headers?.["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers?.["x-frame-options"]).toBe("DENY");
  expect(headers?.["x-content-type-options"]).toBe("nosniff");
  expect(headers?.["cache-control"]).toBe("no-store");
  // The front server's own id travels with Astro's answers as with Next's.
  expect(headers?.["x-request-id"]).toBeTruthy();
  await expect(page.getByRole("heading", { level: 1, name: "Renderer is up" })).toBeVisible();
  await expect(page.locator("[data-renderer]")).toHaveText(/^Astro 7\./);
  await expect(page.locator("[data-runtime]")).toHaveText(/^Node 24\./);
  // Astro read the database Next holds: the same instance, in the same process.
  const database = defined(await page.locator("[data-database]").textContent(), "the database line");
  expect(database).toMatch(new RegExp(`^${DATABASE} answered: \\d+ published sites$`));
  expect(Number(database.match(/\d+/)?.[0])).toBeGreaterThan(0);
  // Rendered from a React component on the server, with no island: no JavaScript at all.
  expect(await page.locator("script").count()).toBe(0);
  await expectNoAxeViolations(page);
});

test("the same path on a dealer site is that site's 404; the platform's /healthz stays on Next", async ({
  request,
}) => {
  const onSite = await apiGet(request, "westside-auto", "/healthz/renderer");
  expect(onSite.status()).toBe(404);
  const text = await onSite.text();
  expect(text).not.toContain("Renderer is up");
  expect(text).toContain("We couldn’t find that page");
  const health = await request.get(`http://127.0.0.1:${PORT}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  // A POST to the moved path is Next's to refuse, never Astro's.
  const post = await request.post(`http://127.0.0.1:${PORT}/healthz/renderer`, { data: "x" });
  expect(post.status()).not.toBe(200);
});
