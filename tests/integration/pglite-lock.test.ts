import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "@/server/db/client";
import { websites } from "@/server/db/schema/all";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-lock-"));
const dataDir = path.join(dir, "pglite");

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const OPEN_IN_CHILD = `
import { openDatabase } from "${path.resolve("src/server/db/client.ts")}";
try {
  const db = await openDatabase({ dataDir: process.argv[2] });
  await db.close();
  console.log("OPENED");
} catch (error) {
  console.log("REFUSED " + error.message);
}
`;

async function openFromAnotherProcess(): Promise<string> {
  const script = path.join(dir, "open.mts");
  fs.writeFileSync(script, OPEN_IN_CHILD);
  const { stdout } = await run("npx", ["tsx", "--conditions=react-server", script, dataDir], {
    cwd: process.cwd(),
    timeout: 60_000,
  });
  return stdout.trim().split("\n").at(-1) ?? "";
}

test("a second process opening the same embedded data directory is refused with a clear message", async () => {
  const database = await openDatabase({ dataDir });
  await database.db.insert(websites).values({ slug: "lock-test", name: "Lock test", template: "dealer" });
  try {
    const answer = await openFromAnotherProcess();
    expect(answer).toMatch(/^REFUSED The embedded database at .* is in use by another process \(pid \d+\)/);
  } finally {
    await database.close();
  }
  // Once released, the directory opens again and the data is intact.
  expect(await openFromAnotherProcess()).toBe("OPENED");
  const reopened = await openDatabase({ dataDir });
  expect((await reopened.db.select().from(websites)).map((w) => w.slug)).toEqual(["lock-test"]);
  await reopened.close();
}, 120_000);

test("a lock left behind by a process that died is taken over", async () => {
  const stale = path.join(dir, "stale");
  fs.writeFileSync(`${stale}.lock`, "999999");
  const database = await openDatabase({ dataDir: stale });
  expect(fs.readFileSync(`${stale}.lock`, "utf8")).toBe(String(process.pid));
  await database.close();
  expect(fs.existsSync(`${stale}.lock`)).toBe(false);
}, 60_000);
