// npm run import -- --dealership <slug> <file.csv|file.json>
// Imports a dealership's cars from a file, all-or-nothing, with the inventory feed's
// validation and upsert (docs/inventory-feed.md). Uses the database of the environment
// (DATABASE_URL, else the PGlite directory PGLITE_DIR; stop `npm start` first for PGlite).
import fs from "node:fs";
import path from "node:path";
import { closeDataCache } from "../src/server/cache/process-data-cache";
import { closeDatabase, getDatabase } from "../src/server/db/client";
import { FeedFileError, importFeedCars, readFeedFile } from "../src/server/feed/import-feed-cars";
import { clearNextDataCache } from "./lib/prepare-database";

const USAGE = "usage: npm run import -- --dealership <slug> <file.csv|file.json>";

function parseArgs(argv: string[]): { dealership: string; file: string } {
  let dealership: string | undefined;
  const files: string[] = [];
  // One iterator: an option's value is the next argument, taken with args.next().
  const args = argv[Symbol.iterator]();
  for (const arg of args) {
    if (arg === "--dealership") dealership = args.next().value;
    else if (arg.startsWith("--dealership=")) dealership = arg.slice("--dealership=".length);
    else if (arg === "--help" || arg === "-h") throw new FeedFileError(USAGE);
    else if (arg.startsWith("--")) throw new FeedFileError(`unknown option ${arg}\n${USAGE}`);
    else files.push(arg);
  }
  const [file] = files;
  if (!dealership || file === undefined || files.length !== 1) throw new FeedFileError(USAGE);
  return { dealership, file };
}

async function main(): Promise<number> {
  const { dealership, file } = parseArgs(process.argv.slice(2));
  const text = fs.readFileSync(path.resolve(file), "utf8");
  const rows = readFeedFile(file, text);
  const { db, kind } = await getDatabase();
  const started = performance.now();
  const result = await importFeedCars(db, { dealershipSlug: dealership, rows, now: new Date() });
  if (!result.ok) {
    console.error(`Nothing was imported: ${result.errors.length} of ${rows.length} rows have errors.`);
    for (const error of result.errors) {
      const label = `${error.where}${error.stocknum ? ` (stocknum ${error.stocknum})` : ""}`;
      for (const [field, message] of Object.entries(error.fields))
        console.error(`  ${label}: ${field}: ${message}`);
    }
    return 1;
  }
  await clearNextDataCache();
  const ms = Math.round(performance.now() - started);
  console.log(
    `Imported ${result.total} cars for ${dealership} into the ${kind} database in ${ms} ms: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`,
  );
  return 0;
}

main()
  .then(async (code) => {
    // The import expired its cars' tags; with REDIS_URL that opened the data cache's connections.
    await closeDataCache();
    await closeDatabase();
    process.exitCode = code;
  })
  .catch(async (error) => {
    if (error instanceof FeedFileError) console.error(error.message);
    else if (error instanceof Error && "code" in error && error.code === "ENOENT")
      console.error(error.message);
    else console.error(error);
    await closeDataCache().catch(() => {});
    await closeDatabase().catch(() => {});
    process.exitCode = 1;
  });
