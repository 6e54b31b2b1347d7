// What the Astro renderer's page (GET /healthz/renderer) reads from the web process's
// database: its kind and the published sites (an unpublished one is not counted); a database
// that fails or hangs is "did not answer" (null), never an error page.
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { Database } from "@/server/db/client";
import { dealerships, websites } from "@/server/db/schema/all";
import { readRendererDatabase } from "@/server/ops/renderer-database";
import { one } from "../support/one";
import { testDatabaseTargets } from "../support/test-databases";

describe.each(testDatabaseTargets())("readRendererDatabase on $name", (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open();
    const dealership = one(
      await database.db.insert(dealerships).values({ name: "Dash Motors", slug: "dash-motors" }).returning(),
      "the dealership",
    );
    const site = (slug: string, published: boolean) => ({
      slug,
      name: slug,
      template: "dealer" as const,
      dealership_id: dealership.id,
      email: `${slug}@example.com`,
      published,
    });
    await database.db
      .insert(websites)
      .values([site("dash-a", true), site("dash-b", true), site("dash-c", false)]);
  });

  afterAll(async () => {
    await database.close();
  });

  test("the database's kind and its published sites", async () => {
    expect(await readRendererDatabase(() => Promise.resolve(database))).toEqual({
      kind: target.name,
      publishedSites: 2,
    });
  });
});

test("a database that cannot be opened, or does not answer within 2 s, is null", async () => {
  expect(await readRendererDatabase(() => Promise.reject(new Error("locked")))).toBeNull();
  vi.useFakeTimers();
  try {
    const hanging = readRendererDatabase(() => new Promise<never>(() => {}));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await hanging).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});
