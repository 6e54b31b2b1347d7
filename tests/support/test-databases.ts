import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "@/server/db/client";

export interface TestDatabaseTarget {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
}

/**
 * The databases integration tests run against: an in-memory PGlite always, and PostgreSQL
 * too when TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL open gets its own schema,
 * dropped on close, so test files never see each other's rows.
 *
 * TEST_DATABASES=postgres leaves PGlite out (a second look at a PostgreSQL-only failure).
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  const postgresOnly = process.env.TEST_DATABASES === "postgres" && Boolean(url);
  const targets: TestDatabaseTarget[] = postgresOnly
    ? []
    : [{ name: "pglite", open: () => openDatabase({ dataDir: "memory" }) }];
  if (url) {
    targets.push({
      name: "postgres",
      async open() {
        const schema = `t_${randomBytes(6).toString("hex")}`;
        const database = await openDatabase({ url, pgSchema: schema, poolSize: 4 });
        return {
          ...database,
          async close() {
            await database.close();
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            await client.query(`drop schema if exists "${schema}" cascade`);
            await client.end();
          },
        };
      },
    });
  }
  return targets;
}
