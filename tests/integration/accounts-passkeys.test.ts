// Passkeys on shopper accounts: added by a signed-in shopper, then used to sign in,
// only on the site that made them and never in another dealer group; listed without key
// material, in the data download, gone with the account; routes 404 where accounts are off.
// The test sites are reached at {slug}.localhost: a deployment on port 80 (PUBLIC_PORT), the
// port every link the platform writes for them carries.
process.env.PUBLIC_PORT = "80";

import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as closeAccount } from "@/app/site/[host]/api/auth/close-account/route";
import { GET as myData } from "@/app/site/[host]/api/auth/my-data/route";
import { GET as listPasskeys } from "@/app/site/[host]/api/auth/passkeys/route";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import { shopper_passkeys, shopper_sessions, shopper_users } from "@/server/db/schema/all";
import { randomIp, segment, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import {
  authCall,
  createAccountSites,
  type Jar,
  origin,
  shopperClient,
  shopperRequest,
} from "../support/shopper-client";
import { testDatabaseTargets } from "../support/test-databases";
import { VirtualPasskey } from "../support/virtual-passkey";

describe.each(testDatabaseTargets())("passkeys on $name", (target) => {
  let database: Database;
  let db: Db;
  let harbour: TestSite;
  let sister: TestSite;
  let other: TestSite;
  let off: TestSite;
  let client: ReturnType<typeof shopperClient>;

  const rpId = (site: TestSite) => site.host;

  /** Adds a passkey to the signed-in shopper of `jar` on `site`; returns the answer. */
  async function addPasskey(site: TestSite, jar: Jar, passkey: VirtualPasskey, name?: string) {
    const options = await authCall(site, "GET", "/api/auth/passkey/generate-register-options", jar);
    expect(options.status).toBe(200);
    const optionsJson = (await options.json()) as { challenge: string; rp: { id: string } };
    expect(optionsJson.rp.id).toBe(rpId(site));
    return authCall(site, "POST", "/api/auth/passkey/verify-registration", jar, {
      response: passkey.register(optionsJson, origin(site)),
      ...(name ? { name } : {}),
    });
  }

  /** Signs in with the passkey on `site` (a new browser), presenting it for `as` (default: the site). */
  async function passkeySignIn(
    site: TestSite,
    passkey: VirtualPasskey,
    as: { rpId: string; origin: string } = { rpId: rpId(site), origin: origin(site) },
    ip = randomIp(),
  ) {
    const jar: Jar = new Map();
    const options = await authCall(
      site,
      "GET",
      "/api/auth/passkey/generate-authenticate-options",
      jar,
      undefined,
      ip,
    );
    if (options.status !== 200) return { response: options, jar };
    const response = await authCall(
      site,
      "POST",
      "/api/auth/passkey/verify-authentication",
      jar,
      { response: passkey.authenticate((await options.json()) as { challenge: string }, as) },
      ip,
    );
    return { response, jar };
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    client = shopperClient(db);
    ({ harbour, sister, other, off } = await createAccountSites(db));
  });

  afterAll(async () => {
    await database?.close();
  });

  test("a signed-in shopper adds a passkey, then signs in with it on a new browser", async () => {
    const email = `passkey-${randomInt(1e9)}@example.com`;
    const jar = await client.signIn(harbour, email);
    const passkey = new VirtualPasskey();
    const added = await addPasskey(harbour, jar, passkey, "My phone");
    expect(added.status).toBe(200);
    const answer = (await added.json()) as Record<string, unknown>;
    expect(answer.name).toBe("My phone");
    // The page is told what it shows, never the key material.
    expect(Object.keys(answer).sort()).toEqual(["created_at", "id", "name"]);

    const { response, jar: fresh } = await passkeySignIn(harbour, passkey);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signed_in: true });
    const cookie = defined(
      response.headers.getSetCookie().find((c) => c.startsWith("forecourt.session_token=")),
      "the session cookie",
    );
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.me(harbour, fresh)).user?.email).toBe(email);

    // The same signed answer sent again (its challenge is used up) signs nobody in.
    const browser: Jar = new Map();
    const options = await authCall(
      harbour,
      "GET",
      "/api/auth/passkey/generate-authenticate-options",
      browser,
    );
    const signed = passkey.authenticate((await options.json()) as { challenge: string }, {
      rpId: rpId(harbour),
      origin: origin(harbour),
    });
    const verify = (jar: Jar) =>
      authCall(harbour, "POST", "/api/auth/passkey/verify-authentication", jar, { response: signed });
    const challengeCookie = new Map(browser);
    expect((await verify(browser)).status).toBe(200);
    const replayed = await verify(challengeCookie);
    expect(replayed.status).toBe(400);
    expect((await client.me(harbour, challengeCookie)).user).toBeNull();
  });

  test("a passkey signs in nowhere but its site: not on another group's site, not on a sister site", async () => {
    const email = `scoped-${randomInt(1e9)}@example.com`;
    const passkey = new VirtualPasskey();
    expect((await addPasskey(harbour, await client.signIn(harbour, email), passkey)).status).toBe(200);
    // The same address has an account in the other group too; the passkey is not its.
    await client.signIn(other, email);

    // Presented to another group's site (as that site, or as the site it was made for).
    for (const as of [
      { rpId: rpId(other), origin: origin(other) },
      { rpId: rpId(harbour), origin: origin(harbour) },
    ]) {
      const { response, jar } = await passkeySignIn(other, passkey, as);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe("PASSKEY_NOT_FOUND");
      expect((await client.me(other, jar)).user).toBeNull();
    }
    // The sister site shares the account but is another relying party: the passkey is refused.
    const sisterTry = await passkeySignIn(sister, passkey, { rpId: rpId(harbour), origin: origin(harbour) });
    expect(sisterTry.response.status).toBe(400);
    expect((await client.me(sister, sisterTry.jar)).user).toBeNull();
    // A passkey nobody added is refused too.
    expect((await passkeySignIn(harbour, new VirtualPasskey())).response.status).toBe(401);
  });

  test("adding a passkey needs a session; its challenge is bound to the browser that asked", async () => {
    const anonymous = await authCall(
      harbour,
      "GET",
      "/api/auth/passkey/generate-register-options",
      new Map(),
    );
    expect(anonymous.status).toBe(401);
    const jar = await client.signIn(harbour, `bound-${randomInt(1e9)}@example.com`);
    const options = await authCall(harbour, "GET", "/api/auth/passkey/generate-register-options", jar);
    const body = (await options.json()) as { challenge: string; rp: { id: string } };
    const otherBrowser = await client.signIn(harbour, `thief-${randomInt(1e9)}@example.com`);
    const stolen = await authCall(harbour, "POST", "/api/auth/passkey/verify-registration", otherBrowser, {
      response: new VirtualPasskey().register(body, origin(harbour)),
    });
    expect(stolen.status).toBe(400);
  });

  test("a passkey is added only within a day of signing in", async () => {
    const email = `stale-${randomInt(1e9)}@example.com`;
    const jar = await client.signIn(harbour, email);
    const user = one(
      await db.select().from(shopper_users).where(eq(shopper_users.email, email)),
      "shopper_users row",
    );
    await db
      .update(shopper_sessions)
      .set({ createdAt: new Date(Date.now() - 86_400_000 - 60_000) })
      .where(eq(shopper_sessions.userId, user.id));
    const options = await authCall(harbour, "GET", "/api/auth/passkey/generate-register-options", jar);
    expect(options.status).toBe(403);
    expect(((await options.json()) as { code: string }).code).toBe("SESSION_NOT_FRESH");
  });

  test("the passkey list has names and dates, no key material; only its owner removes one", async () => {
    const email = `list-${randomInt(1e9)}@example.com`;
    const jar = await client.signIn(harbour, email);
    await addPasskey(harbour, jar, new VirtualPasskey(), "Laptop");
    await addPasskey(harbour, jar, new VirtualPasskey());
    const list = async (owner: Jar) => {
      const response = await listPasskeys(
        shopperRequest(harbour, "GET", "/api/auth/passkeys", owner),
        segment({ host: harbour.host }),
      );
      return {
        status: response.status,
        body: (await response.json()) as { passkeys: Array<Record<string, unknown>> },
      };
    };
    const { body } = await list(jar);
    expect(body.passkeys.map((p) => p.name)).toEqual(["Laptop", "Passkey"]);
    for (const p of body.passkeys)
      expect(Object.keys(p).sort()).toEqual(["created_at", "id", "name", "synced"]);
    expect((await list(new Map())).status).toBe(401);

    const id = defined(body.passkeys[0], "body.passkeys[0]").id as string;
    const stranger = await client.signIn(harbour, `stranger-${randomInt(1e9)}@example.com`);
    const refused = await authCall(harbour, "POST", "/api/auth/passkey/delete-passkey", stranger, { id });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await list(jar)).body.passkeys).toHaveLength(2);
    const removed = await authCall(harbour, "POST", "/api/auth/passkey/delete-passkey", jar, { id });
    expect(removed.status).toBe(200);
    expect((await list(jar)).body.passkeys.map((p) => p.name)).toEqual(["Passkey"]);
  });

  test("download my data lists the passkeys without key material; deleting the account removes them", async () => {
    const email = `pk-rights-${randomInt(1e9)}@example.com`;
    const jar = await client.signIn(harbour, email);
    const passkey = new VirtualPasskey();
    await addPasskey(harbour, jar, passkey, "Tablet");
    const [row] = await db
      .select()
      .from(shopper_passkeys)
      .where(eq(shopper_passkeys.credentialID, passkey.id));
    expect(row).toBeDefined();
    const data = await myData(
      shopperRequest(harbour, "GET", "/api/auth/my-data", jar),
      segment({ host: harbour.host }),
    );
    const text = await data.text();
    const body = JSON.parse(text) as { passkeys: Array<Record<string, unknown>> };
    expect(body.passkeys).toEqual([{ name: "Tablet", created_at: expect.any(String), synced: false }]);
    expect(text).not.toContain(defined(row, "row").publicKey);
    expect(text).not.toContain(passkey.id);

    const closed = await closeAccount(
      shopperRequest(harbour, "POST", "/api/auth/close-account", jar, {}),
      segment({ host: harbour.host }),
    );
    expect(closed.status).toBe(200);
    expect(
      await db
        .select()
        .from(shopper_passkeys)
        .where(eq(shopper_passkeys.userId, defined(row, "row").userId)),
    ).toEqual([]);
    expect((await passkeySignIn(harbour, passkey)).response.status).toBe(401);
  });

  test("passkey sign-in attempts are limited per client", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await authCall(
        harbour,
        "GET",
        "/api/auth/passkey/generate-authenticate-options",
        new Map(),
        undefined,
        ip,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  });

  test("where accounts are off, every passkey route is 404", async () => {
    const jar: Jar = new Map();
    for (const [method, path] of [
      ["GET", "/api/auth/passkey/generate-authenticate-options"],
      ["POST", "/api/auth/passkey/verify-authentication"],
      ["GET", "/api/auth/passkey/generate-register-options"],
      ["POST", "/api/auth/passkey/verify-registration"],
      ["POST", "/api/auth/passkey/delete-passkey"],
    ] as const) {
      const response = await authCall(off, method, path, jar, method === "POST" ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = await listPasskeys(
      shopperRequest(off, "GET", "/api/auth/passkeys", jar),
      segment({ host: off.host }),
    );
    expect(list.status).toBe(404);
    // better-auth's other passkey endpoints are not exposed even where accounts are on.
    for (const [method, path] of [
      ["GET", "/api/auth/passkey/list-user-passkeys"],
      ["POST", "/api/auth/passkey/update-passkey"],
    ] as const) {
      expect((await authCall(harbour, method, path, jar, method === "POST" ? {} : undefined)).status).toBe(
        404,
      );
    }
  });
});
