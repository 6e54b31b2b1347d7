// A shopper's side of the account routes for integration tests: a cookie jar per browser,
// requests made as Next makes them (the tenant host segment), and sign-in by the emailed
// link read from the outbox.
import { randomInt } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { GET as authCatchAllGet, POST as authCatchAllPost } from "@/app/site/[host]/api/auth/[...all]/route";
import { GET as getAuth } from "@/app/site/[host]/api/auth/route";
import { defined } from "@/domain/defined";
import type { Db } from "@/server/db/client";
import { dealer_groups, mail_outbox, websites } from "@/server/db/schema/all";
import { captured } from "./captured";
import { createTestSite, randomIp, segment, type TestSite } from "./lead-fixtures";
import { one } from "./one";

export type Jar = Map<string, string>;

interface Site {
  host: string;
}

function cookieHeader(jar: Jar): string {
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

function keepCookies(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = defined(pair, "pair").split("=");
    if (value.join("=") === "") jar.delete(defined(name, "name"));
    else jar.set(defined(name, "name"), value.join("="));
  }
}

export const origin = (site: Site) => `http://${site.host}`;

export function shopperRequest(
  site: Site,
  method: string,
  path: string,
  jar: Jar,
  body?: unknown,
  ip = randomIp(),
) {
  return new Request(`${origin(site)}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      origin: origin(site),
      cookie: cookieHeader(jar),
      "x-forwarded-for": ip,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A call to one of better-auth's endpoints under /api/auth (the catch-all route), keeping cookies. */
export async function authCall(
  site: Site,
  method: "GET" | "POST",
  path: string,
  jar: Jar,
  body?: unknown,
  ip?: string,
): Promise<Response> {
  const url = new URL(path, origin(site));
  const handler = method === "GET" ? authCatchAllGet : authCatchAllPost;
  const response = await handler(
    shopperRequest(site, method, `${url.pathname}${url.search}`, jar, body, ip),
    segment({ host: site.host, all: url.pathname.replace("/api/auth/", "").split("/") }),
  );
  keepCookies(jar, response);
  return response;
}

export function shopperClient(db: Db) {
  async function askForLink(site: Site, email: string, ip?: string) {
    return authCatchAllPost(
      shopperRequest(site, "POST", "/api/auth/sign-in/magic-link", new Map(), { email }, ip),
      segment({ host: site.host, all: ["sign-in", "magic-link"] }),
    );
  }

  async function lastLink(email: string): Promise<URL> {
    const mail = one(
      await db
        .select()
        .from(mail_outbox)
        .where(eq(mail_outbox.to, email))
        .orderBy(desc(mail_outbox.id))
        .limit(1),
      "mail_outbox row",
    );
    const url = captured(mail.text, /https?:\/\/\S+/, "a link", 0);
    return new URL(url);
  }

  function follow(site: Site, link: URL, jar: Jar) {
    return authCall(site, "GET", `${link.pathname}${link.search}`, jar);
  }

  async function signIn(site: Site, email: string): Promise<Jar> {
    expect((await askForLink(site, email)).status).toBe(200);
    const jar: Jar = new Map();
    const response = await follow(site, await lastLink(email), jar);
    expect(response.status).toBe(302);
    return jar;
  }

  async function me(site: Site, jar: Jar) {
    const response = await getAuth(
      shopperRequest(site, "GET", "/api/auth", jar),
      segment({ host: site.host }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as {
      user: { email: string } | null;
      watchlist: Array<{ id: number; price: number | null; saved_price: number | null }>;
    };
  }

  return { askForLink, lastLink, follow, signIn, me };
}

/** Accounts on: the garage and sign-in settings. */
const ACCOUNTS_ON = { flags: { garage_enabled: true, auth_enabled: true } };

/**
 * The sites the account tests need: two sister sites of one dealer group with accounts on,
 * a site of no group with accounts on (a stranger to the group), and one with the garage
 * but without sign-in.
 */
export async function createAccountSites(
  db: Db,
): Promise<{ harbour: TestSite; sister: TestSite; other: TestSite; off: TestSite }> {
  const group = one(
    await db
      .insert(dealer_groups)
      .values({ name: "Account group", slug: `account-group-${randomInt(1e9)}` })
      .returning(),
    "dealer_groups row",
  );
  const harbour = await createTestSite(db, { config: ACCOUNTS_ON });
  const sister = await createTestSite(db, { config: ACCOUNTS_ON });
  const other = await createTestSite(db, { config: ACCOUNTS_ON });
  const off = await createTestSite(db, { config: { flags: { garage_enabled: true } } });
  for (const site of [harbour, sister]) {
    await db.update(websites).set({ dealership_group: group.id }).where(eq(websites.id, site.id));
  }
  return { harbour, sister, other, off };
}
