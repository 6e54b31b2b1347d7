import fs from "node:fs";
import path from "node:path";

const INPUTS = [
  "src",
  "public",
  "next.config.ts",
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

/** A production build is needed when there is none, or a source file is newer than it. */
export function needsBuild(root = process.cwd()): boolean {
  const buildId = path.join(root, ".next/BUILD_ID");
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}
