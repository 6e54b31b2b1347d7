// The links the platform writes for a site (the emailed sign-in link, the
// payment provider's return and notification URLs, canonical URLs and the sitemap) are built
// from the configured public origin: the site's host name with PUBLIC_PORT and the scheme.
// The port a request's Host header carries (any number, today up to 99999) is never used.
process.env.PUBLIC_PORT = "3000";

import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as createSession } from "@/app/platform/demo-providers/stripe/v1/checkout/sessions/route";
import { POST as authPost } from "@/app/site/[host]/api/auth/[...all]/route";
import { POST as postReservation } from "@/app/site/[host]/api/reservations/route";
import { GET as getRobots } from "@/app/site/[host]/robots.txt/route";
import { GET as getSitemap } from "@/app/site/[host]/sitemap.xml/route";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import { cars, payment_accounts } from "@/server/db/schema/all";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { getSiteForHost } from "@/server/sites/get-site";
import {
  createTestSite,
  randomIp,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { type RouteServer, startRouteServer } from "../support/route-server";
import { shopperClient } from "../support/shopper-client";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const SECRET_KEY = "sk_live_public_origin_key";
/** A port nobody configured: what a forged Host header names. */
const FORGED_PORT = 65000;

let server: RouteServer;
/** What the Stripe stand-in was asked to create: the checkout sessions' forms. */
const sessions: URLSearchParams[] = [];

beforeAll(async () => {
  server = await startRouteServer([
    {
      method: "POST",
      path: "/demo-providers/stripe/v1/checkout/sessions",
      handler: async (request) => {
        sessions.push(new URLSearchParams(await request.clone().text()));
        return createSession(request);
      },
    },
  ]);
});
afterAll(async () => {
  await server.close();
});

describe.each(testDatabaseTargets())("the configured public origin on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite;
  let configured: string;
  let forgedHost: string;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, {
      config: {
        flags: { garage_enabled: true, auth_enabled: true },
        commerce: { payment_provider: "stripe", checkout_enabled: true },
      },
    });
    configured = `http://${site.host}:3000`;
    forgedHost = `${site.host}:${FORGED_PORT}`;
    const loaded = defined(await getSiteForHost(site.host), "the test site");
    const dealershipId = defined(loaded.dealerships[0], "its dealership").id;
    await db.insert(payment_accounts).values({
      dealership_id: dealershipId,
      provider: "stripe",
      base_url: `${server.origin}/demo-providers/stripe`,
      secret_key: SECRET_KEY,
      webhook_secret: standInWebhookSecret("stripe", SECRET_KEY),
    });
    await db.insert(cars).values(
      carValues(dealershipId, {
        slug: `origin-car-${target.name}`,
        payment_processors: [
          { authorization_type: "stripe", authorization_key: "pk_live_x", deposit_amount: 500_00 },
        ],
        has_checkout_payment_processor: true,
      }),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  test("the emailed sign-in link is on the configured origin, whatever port the Host named", async () => {
    const email = `origin-${randomInt(1e9)}@example.com`;
    const response = await authPost(
      new Request(`http://${forgedHost}/api/auth/sign-in/magic-link`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
        body: JSON.stringify({ email }),
      }),
      segment({ host: forgedHost, all: ["sign-in", "magic-link"] }),
    );
    expect(response.status).toBe(200);
    const link = await shopperClient(db).lastLink(email);
    expect(link.origin).toBe(configured);
  });

  test("the payment provider's return and notification URLs are on the configured origin", async () => {
    sessions.length = 0;
    const response = await postReservation(
      new Request(`http://${forgedHost}/api/reservations`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
        body: JSON.stringify({
          car_slug: `origin-car-${target.name}`,
          details: {
            first_name: "Ann",
            last_name: "Lee",
            email: "ann@example.com",
            phone: "0412 345 678",
            accept_terms: true,
          },
        }),
      }),
      segment({ host: forgedHost }),
    );
    expect(response.status).toBe(201);
    const form = defined(sessions[0], "the checkout session the provider was asked for");
    for (const key of ["success_url", "cancel_url"]) {
      expect(new URL(defined(form.get(key), key)).origin).toBe(configured);
    }
    expect([...form.values()].join(" ")).not.toContain(String(FORGED_PORT));
  });

  test("the sitemap and robots.txt (canonical addresses) are on the configured origin", async () => {
    const sitemap = await (
      await getSitemap(new Request(`http://${forgedHost}/sitemap.xml`), segment({ host: forgedHost }))
    ).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(defined(m[1], "loc")).origin,
    );
    expect(locs.length).toBeGreaterThan(0);
    expect(new Set(locs)).toEqual(new Set([configured]));
    const robots = await (
      await getRobots(new Request(`http://${forgedHost}/robots.txt`), segment({ host: forgedHost }))
    ).text();
    expect(robots).toContain(`Sitemap: ${configured}/sitemap.xml`);
    expect(robots).not.toContain(String(FORGED_PORT));
  });
});
