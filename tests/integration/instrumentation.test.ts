// A web process started with LEAD_WORKER=off runs no delivery loop (the
// separate `npm run worker` delivers); the build never starts one either.
import { afterEach, expect, test } from "vitest";
import { register } from "@/instrumentation";
import { existingSingleton } from "@/server/singleton";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test("LEAD_WORKER=off: register() starts no delivery worker and opens no database", async () => {
  process.env.NEXT_RUNTIME = "nodejs";
  process.env.LEAD_WORKER = "off";
  await register();
  expect(existingSingleton("in-process-delivery-worker")).toBeUndefined();
  expect(existingSingleton("database")).toBeUndefined();
});

test("during next build: no worker and no database, whatever LEAD_WORKER says", async () => {
  process.env.NEXT_RUNTIME = "nodejs";
  process.env.NEXT_PHASE = "phase-production-build";
  process.env.LEAD_WORKER = "in-process";
  await register();
  expect(existingSingleton("in-process-delivery-worker")).toBeUndefined();
  expect(existingSingleton("database")).toBeUndefined();
});
