import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";

// docs/DEPLOY.md's "Environment variables" table is what an operator sets. Every variable the
// platform reads (src/env.ts validates them all once, at start) must be in it, and nothing
// else: a documented variable that nothing reads is a switch that does nothing.

const DEPLOY = path.resolve(import.meta.dirname, "../../docs/DEPLOY.md");

/** The variables named in the first column of DEPLOY.md's environment table. */
function documentedVariables(): string[] {
  const doc = readFileSync(DEPLOY, "utf8");
  const section = doc.split(/^## Environment variables$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = section.split("\n").filter((line) => /^\|\s*`[A-Z]/.test(line));
  return rows.flatMap((row) =>
    [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ""),
  );
}

/**
 * The variables src/env.ts reads, observed rather than listed: env() is run against an
 * environment that records every name looked up in it.
 */
async function variablesEnvReads(): Promise<string[]> {
  const read = new Set<string>();
  const recorded = new Proxy(
    { ...process.env },
    {
      get(target, name, receiver) {
        if (typeof name === "string") read.add(name);
        return Reflect.get(target, name, receiver);
      },
    },
  );
  vi.stubGlobal("process", { ...process, env: recorded });
  vi.resetModules();
  const { env } = await import("@/env");
  env();
  vi.unstubAllGlobals();
  return [...read].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("docs/DEPLOY.md's environment table is the environment the platform reads", () => {
  test("the table can be read (one row per variable or pair of variables)", () => {
    expect(documentedVariables().length).toBeGreaterThan(20);
  });

  test("every variable src/env.ts reads is in the table", async () => {
    const documented = new Set(documentedVariables());
    const missing = (await variablesEnvReads()).filter((name) => !documented.has(name));
    expect(
      missing.map(
        (name) => `${name} is read by src/env.ts but missing from docs/DEPLOY.md's environment table`,
      ),
    ).toEqual([]);
  });

  test("every variable in the table is read by src/env.ts", async () => {
    const read = new Set(await variablesEnvReads());
    const unread = documentedVariables().filter((name) => !read.has(name));
    expect(
      unread.map((name) => `${name} is in docs/DEPLOY.md's environment table but src/env.ts never reads it`),
    ).toEqual([]);
  });
});
