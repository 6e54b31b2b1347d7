// The layer rule biome cannot see (docs/ARCHITECTURE.md): a module marked "use client" runs in
// the browser, so it never imports server/ or env.ts, directly. (biome.jsonc's
// noRestrictedImports holds the folder rules: domain/ imports only domain/, server/ never
// features/ or app/, and every import inside src/ is written @/….)
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Where an import specifier lands, as a path below src/, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.relative(SRC, path.resolve(path.dirname(file), specifier));
  return null;
}

const files = sourceFiles(SRC);
const clients = files.filter((file) => /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8")));

describe("client modules stay out of the server", () => {
  test("there are client modules to check (the scan finds the directive)", () => {
    expect(clients.length).toBeGreaterThan(20);
  });

  test.each(clients.map((file) => [path.relative(SRC, file), file]))(
    "%s imports nothing from server/ or env.ts",
    (_name, file) => {
      const text = fs.readFileSync(file, "utf8");
      const bad = [...text.matchAll(IMPORT)]
        .map((m) => target(file, m[1] ?? m[2] ?? ""))
        .filter((t): t is string => t !== null && (t.startsWith("server/") || t === "env" || t === "env.ts"));
      expect(bad).toEqual([]);
    },
  );
});
