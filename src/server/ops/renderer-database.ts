import "server-only";
import { count, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { websites } from "@/server/db/schema/all";
import { logger } from "@/server/log/logger";

/** The check gives up after this, so the renderer's page always answers quickly. */
const CHECK_TIMEOUT_MS = 2_000;

/** What the Astro renderer read from the process's database, or null when it did not answer. */
export type RendererDatabase = { kind: Database["kind"]; publishedSites: number } | null;

/**
 * The Astro renderer's own read of the database (GET /healthz/renderer): which database the
 * web process holds and how many sites are published. Under the embedded PGlite it can only
 * answer because Astro runs in the same process as Next and shares its instance
 * (scripts/web-process.ts, server/singleton.ts). Never throws: a failure is logged and is null.
 */
export async function readRendererDatabase(database: () => Promise<Database>): Promise<RendererDatabase> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  const read = async () => {
    const { db, kind } = await database();
    const [row] = await db.select({ sites: count() }).from(websites).where(eq(websites.published, true));
    return { kind, publishedSites: row?.sites ?? 0 };
  };
  try {
    return await Promise.race([read(), timeout]);
  } catch (error) {
    logger().warn({ err: error }, "the Astro renderer could not read the database");
    return null;
  } finally {
    clearTimeout(timer);
  }
}
