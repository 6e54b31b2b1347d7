import "server-only";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Redis } from "ioredis";
import { z } from "zod";
import { type Database, MIGRATIONS_FOLDER } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

/** Every check gives up after this, so /readyz always answers quickly. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = { ok: true } | { ok: false; error: string };

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; redis?: CheckResult };
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function failed(error: unknown): CheckResult {
  const message = error instanceof Error ? error.message : String(error);
  // The first line only: a driver's message can carry a query's parameters after it.
  return { ok: false, error: (message.split("\n", 1)[0] ?? "").slice(0, 200) };
}

/**
 * Whether this process can serve (/readyz): the database answers, every migration in the
 * repository's journal is applied (compared with drizzle's record of applied ones, by the
 * journal's timestamps as drizzle's migrator does), and Redis answers a PING when REDIS_URL
 * is set. `database` is a function so that failing to open it is reported as that check.
 */
export async function checkReadiness(options: {
  database: () => Promise<Database>;
  redis: Redis | null;
  migrationsFolder?: string;
}): Promise<Readiness> {
  const checks: Readiness["checks"] = {
    database: { ok: false, error: "not checked" },
    migrations: { ok: false, error: "not checked (the database is unreachable)" },
  };
  const redisCheck = options.redis
    ? within(options.redis.ping(), "Redis").then(
        (): CheckResult => ({ ok: true }),
        (error: unknown) => failed(error),
      )
    : null;
  try {
    const database = await within(options.database(), "The database");
    await within(database.db.execute(sql`select 1`), "The database");
    checks.database = { ok: true };
    try {
      const journal = readMigrationFiles({ migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
      const rows = await within(
        database.db.execute(
          sql`select max(created_at) as last from ${sql.identifier(database.migrationsSchema)}.__drizzle_migrations`,
        ),
        "The migrations table",
      );
      // max() of a bigint column: text from node-postgres, a number from PGlite, null when empty.
      const [newest] = rowsOf(rows, z.object({ last: z.union([z.string(), z.number(), z.null()]) }));
      const last = Number(newest?.last ?? 0);
      const pending = journal.filter((m) => m.folderMillis > last);
      checks.migrations =
        pending.length === 0
          ? { ok: true }
          : { ok: false, error: `${pending.length} of ${journal.length} migrations not applied` };
    } catch (error) {
      checks.migrations = failed(error);
    }
  } catch (error) {
    checks.database = failed(error);
  }
  if (redisCheck) checks.redis = await redisCheck;
  const ready = Object.values(checks).every((check) => check.ok);
  return { ready, checks };
}
