// npm run test:e2e: production build, a fresh database with the demo dealers, then Playwright.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { needsBuild } from "./lib/needs-build";
import { prepareDatabase } from "./lib/prepare-database";
import { runCommand } from "./lib/run-next";

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  // The e2e run owns the public schema of the test database; integration tests use their own schemas.
  process.env.DATABASE_URL = testDatabaseUrl;
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(
    "drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade;",
  );
  await client.end();
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = ".data/e2e-pglite";
  fs.rmSync(path.join(process.cwd(), ".data/e2e-pglite"), { recursive: true, force: true });
  fs.rmSync(path.join(process.cwd(), ".data/e2e-pglite.lock"), { force: true });
}
process.env.MEDIA_DIR ??= ".data/media";
process.env.PORT = process.env.E2E_PORT ?? "3100";

if (needsBuild()) await runCommand("npx", ["next", "build"]);
const prepared = await prepareDatabase();
console.log(`e2e: ${prepared.sites} demo sites, ${prepared.cars} vehicles on ${prepared.kind}`);
await runCommand("npx", ["playwright", "test", ...process.argv.slice(2)]);
