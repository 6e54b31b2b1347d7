import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium (CI installs it); CHROMIUM_PATH overrides. Playwright never downloads one. */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const chrome = { ...devices["Desktop Chrome"], channel: undefined };
const VISUAL_SPECS = /brand\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // Maps `server-only` (which marks the seed's demo data) to an empty stub for the tests.
  tsconfig: "tests/e2e/tsconfig.json",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: a 2-core CI machine runs two browsers, Next and the database at once.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://harbourcity.localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: VISUAL_SPECS, use: chrome },
    // The brand and screenshot checks run after everything else, when the tests that add and
    // remove stock (the feed) are done, so every run photographs the same demo data. They do
    // not depend on the database: E2E_SKIP_VISUAL=1 leaves them out (CI's PGlite pass).
    ...(process.env.E2E_SKIP_VISUAL === "1"
      ? []
      : [
          {
            name: "visual",
            testMatch: VISUAL_SPECS,
            dependencies: ["chromium"],
            use: chrome,
            // Baselines are Chromium's, named as when these ran in the chromium project.
            snapshotPathTemplate:
              "{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}-chromium{-snapshotSuffix}{ext}",
          },
        ]),
  ],
  webServer: {
    // scripts/e2e.ts has built and prepared a fresh database before Playwright starts. The
    // same front server and `next start` as npm start.
    command: "npx tsx --conditions=react-server scripts/serve.ts",
    // The access log (one JSON line per request) would bury the server output that matters.
    // TRUSTED_PROXIES as docs/DEPLOY.md recommends for nginx on the same machine: the test's
    // own requests from 127.0.0.1 play that nginx, and abuse.spec.ts connects from 127.0.0.2
    // to play a client that reaches the web process around it.
    // Every test's browser is the same client (127.0.0.1), so the per-client image rate (a
    // shopper's pace) is off here; tests/integration/front-intake.test.ts tests it.
    // Likewise the sign-in links' limits (5 per address, 20 per client in 15 minutes) are
    // raised: the console specs sign the same member of staff in several times from the one
    // client, and a retried test signs in again, so a retry past the fifth link would fail
    // for the limit rather than for what it tests. tests/integration/console.test.ts and
    // accounts' integration tests check the limits themselves.
    env: {
      PORT: String(PORT),
      ACCESS_LOG: "off",
      TRUSTED_PROXIES: "127.0.0.1",
      IMAGE_REQUESTS_PER_MINUTE: "0",
      SIGN_IN_RATE_LIMIT_PER_ADDRESS: "100",
      SIGN_IN_RATE_LIMIT_PER_CLIENT: "400",
      // The captcha's proof of work (the browser hashes up to this many numbers) at a tenth of
      // the sites' 50,000: still solved and verified on every form, in a tenth of the time.
      // form-matrix.spec.ts alone sends about 180 forms. The integration tests use 2,000.
      CAPTCHA_MAX_NUMBER: "5000",
    },
    url: `http://127.0.0.1:${PORT}/`,
    // Generous: on a loaded machine the first start (migrations, first render) can take minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
