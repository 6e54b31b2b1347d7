import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/integration/**/*.test.ts", "seed/**/*.test.ts"],
    environment: "node",
    // Every core: Vitest's default leaves one free (a single worker on a 2-core machine), but the
    // integration tests spend much of their time waiting on a database, so a worker per core
    // halves the wall time (12.5 → 7.9 min on the 2-core CI machine). Each test file works in
    // schemas of its own, so files run side by side safely.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 300_000,
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "tests/support/server-only-stub.ts") },
  },
});
