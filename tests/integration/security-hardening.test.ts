// Findings 4, 7 and 8 and webhook signing, through the real route handlers, proxy and
// delivery code on each database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
process.env.TRUSTED_PROXIES = "1"; // one nginx in front of the front server
process.env.LEAD_RATE_LIMIT = "3";
process.env.LEAD_FILES_DIR ??= ".data/test-lead-files";

import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { PUT as putLead } from "@/app/site/[host]/api/leads/[id]/route";
import { POST as postLead } from "@/app/site/[host]/api/leads/route";
import { defined } from "@/domain/defined";
import { parseTrustedProxies } from "@/domain/tenancy/trusted-proxies";
import { env, SECRET_SETTINGS, secretsProblem } from "@/env";
import { proxy } from "@/proxy";
import type { Database, Db } from "@/server/db/client";
import { clientIp } from "@/server/http/client-ip";
import { deliverDueLeads } from "@/server/leads/deliver-due-leads";
import type { DeliveryTransport, WebhookRequest } from "@/server/leads/delivery-transport";
import nextConfig from "../../next.config";
import {
  createTestSite,
  jsonRequest,
  leadBody,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const run = promisify(execFile);
const TSX = "node_modules/.bin/tsx";

describe("Secrets", () => {
  const realDomain = {
    PLATFORM_DOMAIN: "forecourt.example",
    CAPTCHA_HMAC_KEY: "captcha-key-0123456789abcdef",
    LEAD_TOKEN_SECRET: "lead-token-key-0123456789abcdef",
    LEAD_FILE_LINK_SECRET: "file-link-key-0123456789abcdef",
    DASHBOARD_API_PASSWORD: "dashboard-password-0123456789",
    ACCOUNT_AUTH_SECRET: "account-auth-secret-0123456789abcdef-xyz",
  };

  test("a real domain with every demo secret: one message naming each variable", () => {
    const problem = secretsProblem({ ...env(), PLATFORM_DOMAIN: "forecourt.example" });
    expect(problem).toContain("PLATFORM_DOMAIN is forecourt.example");
    for (const name of SECRET_SETTINGS) expect(problem).toContain(name);
  });

  test.each(SECRET_SETTINGS)(
    "a real domain with only %s left at its demo value names just that one",
    (name) => {
      const problem = secretsProblem({ ...realDomain, [name]: env()[name] });
      expect(problem).toContain(name);
      for (const other of SECRET_SETTINGS.filter((n) => n !== name)) expect(problem).not.toContain(other);
    },
  );

  test("one value for two purposes is refused", () => {
    const problem = secretsProblem({ ...realDomain, LEAD_TOKEN_SECRET: realDomain.CAPTCHA_HMAC_KEY });
    expect(problem).toMatch(/CAPTCHA_HMAC_KEY, LEAD_TOKEN_SECRET share one value/);
  });

  test.each(["localhost", "harbourcity.localhost", "127.0.0.1"])(
    "the local demo (%s) keeps working with zero configuration",
    (domain) => {
      expect(secretsProblem({ ...env(), PLATFORM_DOMAIN: domain })).toBeNull();
    },
  );

  test("every secret set on a real domain: no problem", () => {
    expect(secretsProblem(realDomain)).toBeNull();
  });

  test("the platform refuses to start (non-zero exit, the message on stderr)", async () => {
    const script = "import('./src/env.ts').then((m) => m.env()).then(() => console.log('started'))";
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      PLATFORM_DOMAIN: "forecourt.example",
      DASHBOARD_API_PASSWORD: "x".repeat(20),
    };
    for (const name of ["CAPTCHA_HMAC_KEY", "LEAD_TOKEN_SECRET", "LEAD_FILE_LINK_SECRET"])
      delete environment[name];
    const failure = await run(TSX, ["-e", script], { env: environment }).catch((error) => error);
    expect(failure.code).not.toBe(0);
    expect(failure.stderr).toContain("Forecourt will not start");
    expect(failure.stderr).toContain("CAPTCHA_HMAC_KEY, LEAD_TOKEN_SECRET, LEAD_FILE_LINK_SECRET");
    const ok = await run(TSX, ["-e", script], { env: { ...environment, ...realDomain } });
    expect(ok.stdout).toContain("started");
  }, 120_000);
});

describe("Trusted proxies", () => {
  test.each([
    ["", "198.51.100.7, 127.0.0.1", "127.0.0.1"],
    ["1", "198.51.100.7, 127.0.0.1", "198.51.100.7"],
    ["127.0.0.1/32", "6.6.6.6, 198.51.100.7, 127.0.0.1", "198.51.100.7"],
  ])("TRUSTED_PROXIES=%j: %s → %s", (setting, forwardedFor, client) => {
    const request = new Request("http://a.localhost/", { headers: { "x-forwarded-for": forwardedFor } });
    expect(clientIp(request, parseTrustedProxies(setting))).toBe(client);
  });
});

describe("Headers on every response", () => {
  test("next.config adds the fixed security headers to every path", async () => {
    const rules = await defined(nextConfig.headers, "nextConfig.headers")();
    const all = defined(
      rules.find((rule) => rule.source === "/:path*"),
      'rules.find((rule) => rule.source === "/:path*")',
    );
    expect(all.headers.map((h) => h.key)).toEqual([
      "Content-Security-Policy",
      "X-Frame-Options",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]);
  });

  const through = (headers: Record<string, string>) =>
    proxy(
      new NextRequest("http://westside-auto.localhost:3000/cars", {
        headers: { host: "westside-auto.localhost:3000", ...headers },
      }),
    );

  test("HSTS only when the trusted proxy says https", async () => {
    const https = await through({
      "x-forwarded-for": "198.51.100.7, 127.0.0.1",
      "x-forwarded-proto": "https",
    });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const http = await through({ "x-forwarded-for": "198.51.100.7, 127.0.0.1", "x-forwarded-proto": "http" });
    expect(http.headers.get("strict-transport-security")).toBeNull();
  });
});

class FakeTransport implements DeliveryTransport {
  webhooks: WebhookRequest[] = [];
  async sendMail() {}
  async postWebhook(request: WebhookRequest) {
    this.webhooks.push(request);
  }
}

describe.each(testDatabaseTargets())("on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite;
  const WEBHOOK_SECRET = "receiver-secret-0123456789";

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, {
      config: {
        forms: { captcha: false },
        lead_destinations: [{ kind: "webhook", url: "https://crm.example/hook", secret: WEBHOOK_SECRET }],
      },
    });
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (headers: Record<string, string>) =>
    postLead(jsonRequest(site, "POST", "/api/leads", leadBody(site), headers), segment({ host: site.host }));

  test("A lead token forged with the captcha key does not update the lead", async () => {
    const res = await post({});
    const { id, token } = (await res.json()) as { id: number; token: string };
    const forged = createHmac("sha256", env().CAPTCHA_HMAC_KEY)
      .update(`lead-update:${site.id}:${id}`)
      .digest("base64url")
      .slice(0, 32);
    expect(forged).not.toBe(token);
    const put = (t: string) =>
      putLead(
        jsonRequest(site, "PUT", `/api/leads/${id}`, leadBody(site, { message: "changed" }), {
          "x-lead-token": t,
        }),
        segment({ host: site.host, id: String(id) }),
      );
    // The forged token is refused exactly like a made-up one; the real one gets past the
    // token check (to the rule that a completed lead cannot change).
    const refused = (await put("x".repeat(32))).status;
    expect(refused).toBeGreaterThanOrEqual(400);
    expect((await put(forged)).status).toBe(refused);
    expect((await put(token)).status).toBe(409);
  });

  test("Behind one trusted proxy, each shopper has their own lead bucket", async () => {
    const nginx = "127.0.0.1";
    // The in-memory limiter is one per process; each database's run has its own shoppers.
    const net = target.name === "pglite" ? "198.51.100" : "198.51.101";
    const a = { "x-forwarded-for": `${net}.21, ${nginx}` };
    for (let i = 0; i < 3; i++) expect((await post(a)).status).toBe(201);
    expect((await post(a)).status).toBe(429);
    // A forged entry in front does not buy shopper A a new bucket.
    expect((await post({ "x-forwarded-for": `10.1.2.3, ${net}.21, ${nginx}` })).status).toBe(429);
    // Shopper B, through the same nginx, is not locked out by A.
    expect((await post({ "x-forwarded-for": `${net}.22, ${nginx}` })).status).toBe(201);
  });

  test("webhooks: Standard Webhooks signature verified by the library; a replay outside tolerance is rejected", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sentAt = new Date("2026-11-23T12:00:00Z");
    vi.setSystemTime(sentAt);
    await post({});
    const transport = new FakeTransport();
    await deliverDueLeads(db, { transport, now: sentAt });
    const hook = defined(transport.webhooks.at(-1), "transport.webhooks.at(-1)");
    expect(hook.headers).toMatchObject({
      "webhook-id": expect.stringMatching(/^fc-\d+-\d+-\d+$/),
      "webhook-timestamp": String(sentAt.getTime() / 1000),
      "webhook-signature": expect.stringMatching(/^v1,/),
    });
    const receiver = new Webhook(WEBHOOK_SECRET, { format: "raw" });
    expect(receiver.verify(hook.body, hook.headers)).toMatchObject({ website_slug: site.slug });
    // Four minutes later it is still fresh; ten minutes later the same request is a replay.
    vi.setSystemTime(new Date(sentAt.getTime() + 4 * 60_000));
    expect(() => receiver.verify(hook.body, hook.headers)).not.toThrow();
    vi.setSystemTime(new Date(sentAt.getTime() + 10 * 60_000));
    expect(() => receiver.verify(hook.body, hook.headers)).toThrow(/timestamp/i);
    // A re-stamped replay fails the signature.
    const restamped = { ...hook.headers, "webhook-timestamp": String(Math.floor(Date.now() / 1000)) };
    expect(() => receiver.verify(hook.body, restamped)).toThrow();
  });
});
