import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env, resolveDataPath } from "@/env";
import { acquirePgliteLock } from "@/server/db/pglite-lock";
import * as schema from "@/server/db/schema/all";
import { dropSingleton, existingSingleton, singleton } from "@/server/singleton";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The schema of drizzle's record of applied migrations (__drizzle_migrations). */
  migrationsSchema: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory" for an in-memory database (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string;
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "src/server/db/migrations",
);
const MIGRATION_LOCK_KEY = 4_242_001;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.pgSchema, options.poolSize);
  return openPglite(options.dataDir ?? "memory");
}

async function openPostgres(url: string, pgSchema: string | undefined, poolSize = 10): Promise<Database> {
  const searchPath = pgSchema ? `-c search_path=${pgSchema}` : undefined;
  // Several web processes may start at once: an advisory lock makes migration run once.
  const admin = new pg.Client({ connectionString: url, options: searchPath });
  await admin.connect();
  try {
    if (pgSchema) await admin.query(`create schema if not exists "${pgSchema}"`);
    await admin.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(admin, { schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
      migrationsSchema: pgSchema ?? "drizzle",
    });
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: searchPath });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: "postgres", migrationsSchema: pgSchema ?? "drizzle", close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir === "memory") {
    client = new PGlite({ extensions: { pg_trgm } });
  } else {
    const dir = resolveDataPath(dataDir);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    release = acquirePgliteLock(dir);
    try {
      client = new PGlite(dir, { extensions: { pg_trgm } });
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrationsSchema: "drizzle",
    close: async () => {
      await client.close();
      release();
    },
  };
}

const DATABASE = "database";

/**
 * The process-wide database, opened once from the environment (a process singleton, so
 * every bundle of this module in one process shares one PGlite instance instead of opening
 * the directory twice).
 */
export function getDatabase(): Promise<Database> {
  const current = existingSingleton<Promise<Database>>(DATABASE);
  if (current) return current;
  // Pages render at request time (vehicle pages are cached after their first request, never
  // prerendered); a build that reaches for the database would take the embedded
  // directory's lock away from the process about to serve.
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return Promise.reject(new Error("The database is not opened during `next build`."));
  }
  const e = env();
  return singleton(DATABASE, () =>
    openDatabase({ url: e.DATABASE_URL, dataDir: e.PGLITE_DIR }).catch((error) => {
      dropSingleton(DATABASE);
      throw error;
    }),
  );
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const current = existingSingleton<Promise<Database>>(DATABASE);
  dropSingleton(DATABASE);
  if (current) await (await current).close();
}
