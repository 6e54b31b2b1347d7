import fs from "node:fs";
import path from "node:path";

const INPUTS = [
  "src",
  "public",
  "next.config.ts",
  "astro.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** What each build leaves last: Next's build id, and the Astro server's entry (astro.config.ts). */
const OUTPUTS = [".next/BUILD_ID", "dist/server/entry.mjs"];

/**
 * A production build (`npm run build`: Next, then Astro) is needed when either output is
 * missing, or a source file is newer than the older of them.
 */
export function needsBuild(root = process.cwd()): boolean {
  const outputs = OUTPUTS.map((output) => path.join(root, output));
  if (outputs.some((output) => !fs.existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => fs.statSync(output).mtimeMs));
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}
