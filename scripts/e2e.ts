// npm run test:e2e: production build, a fresh database with the demo dealers, then Playwright.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort } from "./lib/free-port";
import { needsBuild } from "./lib/needs-build";
import { prepareDatabase } from "./lib/prepare-database";
import { runInOwnGroup } from "./lib/process-groups";
import { runCommand } from "./lib/run-next";

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

process.env.E2E_PORT ??= String(await freePort());
const dataDir = `.data/e2e-pglite-${process.env.E2E_PORT}`;
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
  process.env.PGLITE_DIR = dataDir;
  fs.rmSync(path.join(process.cwd(), dataDir), { recursive: true, force: true });
  fs.rmSync(path.join(process.cwd(), `${dataDir}.lock`), { force: true });
}
process.env.MEDIA_DIR ??= ".data/media";
process.env.PORT = process.env.E2E_PORT;

if (needsBuild()) await runCommand("npm", ["run", "build"]);
const prepared = await prepareDatabase();
console.log(`e2e: ${prepared.sites} demo sites, ${prepared.cars} vehicles on ${prepared.kind}`);
try {
  // Playwright in a process group of its own: what it leaves in that group is ended after it,
  // and .ci/run ends the groups it started (its browsers, the web server) by the run's id.
  await runInOwnGroup("npx", ["playwright", "test", ...process.argv.slice(2)]);
} finally {
  if (!testDatabaseUrl) fs.rmSync(path.join(process.cwd(), dataDir), { recursive: true, force: true });
}
