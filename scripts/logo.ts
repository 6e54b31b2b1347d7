// npm run logo -- --site <site-slug> <logo.png|.svg|.jpg|.webp> [--icon <square image>]
// Stores a site's own logo once, resized (a PNG 120 px high, 3x its size in the header) with
// a 64 px tab icon (from --icon, else the logo on the site's colour), and points the site at
// it. Uses the database of the environment (stop `npm start` first for PGlite).
import fs from "node:fs";
import path from "node:path";
import { env, resolveDataPath } from "../src/env";
import { LOGO_MAX_BYTES, LogoError, storeSiteLogo } from "../src/server/brand/store-site-logo";
import { closeDatabase, getDatabase } from "../src/server/db/client";
import { clearNextDataCache } from "./lib/prepare-database";

const USAGE = "usage: npm run logo -- --site <site-slug> <logo file> [--icon <icon file>]";

function parseArgs(argv: string[]): { site: string; file: string; icon?: string } {
  let site: string | undefined;
  let icon: string | undefined;
  const files: string[] = [];
  // One iterator: an option's value is the next argument, taken with args.next().
  const args = argv[Symbol.iterator]();
  for (const arg of args) {
    if (arg === "--site") site = args.next().value;
    else if (arg === "--icon") icon = args.next().value;
    else if (arg.startsWith("--")) throw new LogoError(`unknown option ${arg}\n${USAGE}`);
    else files.push(arg);
  }
  const [file] = files;
  if (!site || file === undefined || files.length !== 1) throw new LogoError(USAGE);
  return { site, file, icon };
}

/** Reads at most one byte past the limit, so a huge file is refused without loading it. */
function readLimited(file: string): Buffer {
  const fd = fs.openSync(path.resolve(file), "r");
  try {
    const buffer = Buffer.alloc(LOGO_MAX_BYTES + 1);
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const bytes = readLimited(args.file);
  const iconBytes = args.icon ? readLimited(args.icon) : undefined;
  const { db } = await getDatabase();
  const stored = await storeSiteLogo(db, {
    site: args.site,
    bytes,
    iconBytes,
    mediaDir: resolveDataPath(env().MEDIA_DIR),
  });
  await clearNextDataCache();
  console.log(`Stored the logo of ${args.site}: ${stored.logo} (tab icon ${stored.icon}).`);
}

main()
  .then(() => closeDatabase())
  .catch(async (error) => {
    console.error(
      error instanceof LogoError || (error as { code?: string }).code === "ENOENT" ? error.message : error,
    );
    await closeDatabase().catch(() => {});
    process.exitCode = 1;
  });
