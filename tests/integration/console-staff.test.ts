// Console staff, over the route handlers as Next calls them, on PGlite (and PostgreSQL when
// TEST_DATABASE_URL is set): invitations through the mail outbox (single use, 7 days), accept
// and sign in, list, revoke, remove a member; and hostile requests (role escalation by
// editing the request, other tenants' ids, reused/expired/revoked tokens, oversize fields).
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/platform/console/api/auth/[...all]/route";
import { GET as me } from "@/app/platform/console/api/me/route";
import { DELETE as removeMember } from "@/app/platform/console/api/staff/[id]/route";
import { DELETE as revoke } from "@/app/platform/console/api/staff/invitations/[id]/route";
import { POST as invite } from "@/app/platform/console/api/staff/invitations/route";
import { GET as listStaff } from "@/app/platform/console/api/staff/route";
import type { StaffTenant } from "@/domain/console/staff-roles";
import { defined } from "@/domain/defined";
import { staffAuth } from "@/server/console/staff-auth";
import type { Database, Db } from "@/server/db/client";
import {
  dealer_groups,
  dealerships,
  mail_outbox,
  staff_invitations,
  staff_users,
} from "@/server/db/schema/all";
import { captured } from "../support/captured";
import { addStaff, call, consoleRequest, type Jar, signInAs } from "../support/console-client";
import { randomIp, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { testDatabaseTargets } from "../support/test-databases";
import { VirtualPasskey } from "../support/virtual-passkey";

function keep(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = defined(pair, "pair").split("=");
    if (value.join("=") === "") jar.delete(defined(name, "name"));
    else jar.set(defined(name, "name"), value.join("="));
  }
}

async function authCall(method: "GET" | "POST", path: string, jar: Jar, body?: unknown, ip = randomIp()) {
  const handler = method === "GET" ? authGet : authPost;
  const response = await call(
    handler,
    consoleRequest(method, `/console/api/auth/${path}`, jar, body, { "x-forwarded-for": ip }),
    { all: path.split("/") },
  );
  keep(jar, response);
  return response;
}

interface StaffList {
  members: Array<{ id: string; email: string; role: string; tenant_name: string; you: boolean }>;
  invitations: Array<{ id: number; email: string; role: string; expires_at: string; created_at: string }>;
}

describe.each(testDatabaseTargets())("console staff on $name", (target) => {
  let database: Database;
  let db: Db;
  const jars: Record<string, Jar> = {};
  const run = `${Date.now() % 100000}${target.name === "pglite" ? "p" : "q"}`;
  let groupA: number;
  let groupB: number;
  let dealerA: number;
  let dealerB: number;
  const jar = (who: string) => defined(jars[who], `jar of ${who}`);
  const email = (who: string) => `${who}-${run}@staff.example`;

  const inviteAs = (who: string, body: unknown, headers: Record<string, string> = {}) =>
    call(invite, consoleRequest("POST", "/console/api/staff/invitations", jar(who), body, headers), {});

  async function invitationLink(to: string): Promise<URL> {
    const mail = one(
      await db
        .select()
        .from(mail_outbox)
        .where(eq(mail_outbox.to, to))
        .orderBy(desc(mail_outbox.id))
        .limit(1),
      "invitation mail",
    );
    expect(mail.subject).toBe("You are invited to the Forecourt dealer console");
    expect(mail.text).toContain("It works once, for 7 days.");
    return new URL(captured(mail.text, /https?:\/\/\S+/, "a link", 0));
  }

  async function accept(token: string): Promise<{ response: Response; jar: Jar }> {
    const newJar: Jar = new Map();
    const response = await call(
      authPost,
      consoleRequest("POST", "/console/api/auth/invitation/accept", newJar, { token }),
      { all: ["invitation", "accept"] },
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = defined(pair, "pair").split("=");
      newJar.set(defined(name, "name"), value.join("="));
    }
    return { response, jar: newJar };
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    const [ga, gb] = await db
      .insert(dealer_groups)
      .values([
        { name: "Staff Group A", slug: `staff-a-${run}` },
        { name: "Staff Group B", slug: `staff-b-${run}` },
      ])
      .returning();
    groupA = defined(ga, "group A").id;
    groupB = defined(gb, "group B").id;
    const [da, db2] = await db
      .insert(dealerships)
      .values([
        {
          name: "Staff Motors A",
          slug: `staff-motors-a-${run}`,
          email: "a@staff.example",
          dealer_group_id: groupA,
        },
        {
          name: "Staff Motors B",
          slug: `staff-motors-b-${run}`,
          email: "b@staff.example",
          dealer_group_id: groupB,
        },
      ])
      .returning();
    dealerA = defined(da, "dealer A").id;
    dealerB = defined(db2, "dealer B").id;
    const staff: [string, StaffTenant][] = [
      ["op", { role: "operator" }],
      ["ga", { role: "group_admin", dealerGroupId: groupA }],
      ["gb", { role: "group_admin", dealerGroupId: groupB }],
      ["sa", { role: "dealership_staff", dealershipId: dealerA }],
    ];
    for (const [who, tenant] of staff)
      jars[who] = await signInAs(db, tenant, { id: `${who}${run}`, email: email(who) });
    // Made, never signed in.
    await addStaff(
      db,
      { role: "dealership_staff", dealershipId: dealerB },
      { id: `sb${run}`, email: email("sb") },
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  test("a group admin invites dealership staff; the emailed link signs them in once, to their dealership only", async () => {
    const made = await inviteAs("ga", {
      email: email("new"),
      name: "Nina New",
      role: "dealership_staff",
      dealership_id: dealerA,
    });
    expect(made.status).toBe(201);
    const { invitation } = (await made.json()) as {
      invitation: { id: number; expires_at: string; created_at: string };
    };
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const listed = (await (
      await call(listStaff, consoleRequest("GET", "/console/api/staff", jar("ga")), {})
    ).json()) as StaffList;
    expect(listed.invitations.map((i) => i.email)).toContain(email("new"));

    const link = await invitationLink(email("new"));
    expect(link.pathname).toBe("/console");
    const token = defined(link.searchParams.get("invitation"), "token");
    const stored = one(
      await db.select().from(staff_invitations).where(eq(staff_invitations.id, invitation.id)),
      "row",
    );
    expect(stored.token_hash).not.toContain(token);

    const { response, jar: newJar } = await accept(token);
    expect(response.status).toBe(200);
    const session = defined(
      response.headers.getSetCookie().find((c) => c.startsWith("forecourt-console.session_token=")),
      "session cookie",
    );
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Strict/i);
    expect(session).not.toMatch(/; Domain=/i);
    const who = (await (await call(me, consoleRequest("GET", "/console/api/me", newJar), {})).json()) as {
      role: string;
      tenant_name: string;
    };
    expect(who).toMatchObject({ role: "dealership_staff", tenant_name: "Staff Motors A" });

    const again = await accept(token);
    expect(again.response.status).toBe(404);
    expect(again.jar.size).toBe(0);
  });

  test("role escalation and other tenants' ids: 403 for a role above one's own, 404 outside the scope", async () => {
    const statuses = {
      operatorByGroupAdmin: (await inviteAs("ga", { email: email("x1"), role: "operator" })).status,
      otherGroup: (await inviteAs("ga", { email: email("x2"), role: "group_admin", dealer_group_id: groupB }))
        .status,
      otherDealership: (
        await inviteAs("ga", { email: email("x3"), role: "dealership_staff", dealership_id: dealerB })
      ).status,
      byDealershipStaff: (
        await inviteAs("sa", { email: email("x4"), role: "dealership_staff", dealership_id: dealerA })
      ).status,
      missingGroupByOperator: (
        await inviteAs("op", { email: email("x5"), role: "group_admin", dealer_group_id: 2_000_000_000 })
      ).status,
      ownGroupAdmin: (
        await inviteAs("ga", { email: email("x6"), role: "group_admin", dealer_group_id: groupA })
      ).status,
      operatorByOperator: (await inviteAs("op", { email: email("x7"), role: "operator" })).status,
    };
    expect(statuses).toEqual({
      operatorByGroupAdmin: 403,
      otherGroup: 404,
      otherDealership: 404,
      byDealershipStaff: 403,
      missingGroupByOperator: 404,
      ownGroupAdmin: 201,
      operatorByOperator: 201,
    });
    // Nothing was mailed for the refused ones.
    const refused = await db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to, email("x2")));
    expect(refused).toHaveLength(0);
  });

  test("hostile bodies: extra keys, oversize fields, no tenant, a forged Origin, a body over the limit", async () => {
    const cases = [
      { role: "dealership_staff", dealership_id: dealerA, email: `${"a".repeat(250)}@x.example` },
      { role: "dealership_staff", dealership_id: dealerA, email: email("y1"), name: "n".repeat(121) },
      { role: "dealership_staff", email: email("y2") },
      {
        role: "dealership_staff",
        dealership_id: dealerA,
        email: email("y3"),
        dealer_group_id_override: groupB,
      },
      { role: "superuser", email: email("y4") },
    ];
    const fields: Array<Record<string, string>> = [];
    for (const body of cases) {
      const answer = await inviteAs("ga", body);
      expect(answer.status).toBe(422);
      fields.push(((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields);
    }
    expect(Object.keys(fields[0] ?? {})).toContain("email");
    expect(fields[1]?.name).toBe("must be at most 120 characters");
    expect(fields[2]?.dealership_id).toBe("is needed for dealership staff");
    expect(fields[4]?.role).toBe("must be operator, group_admin or dealership_staff");

    const forged = await inviteAs(
      "ga",
      { email: email("y5"), role: "dealership_staff", dealership_id: dealerA },
      { origin: "http://evil.example" },
    );
    expect(forged.status).toBe(403);
    const huge = await inviteAs("ga", {
      email: email("y6"),
      role: "dealership_staff",
      dealership_id: dealerA,
      name: "n".repeat(3000),
    });
    expect(huge.status).toBe(413);
    const longToken = await accept("t".repeat(101));
    expect(longToken.response.status).toBe(422);
    // The role comes from the invitation, never from the accepting request.
    const edited = await call(
      authPost,
      consoleRequest("POST", "/console/api/auth/invitation/accept", new Map(), { token: "x", role: "operator" }),
      { all: ["invitation", "accept"] },
    );
    expect(edited.status).toBe(422);
  });

  test("an expired or revoked invitation signs nobody in; another group cannot revoke one", async () => {
    await inviteAs("ga", { email: email("late"), role: "dealership_staff", dealership_id: dealerA });
    const lateToken = defined((await invitationLink(email("late"))).searchParams.get("invitation"), "token");
    await db
      .update(staff_invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(staff_invitations.email, email("late")));
    expect((await accept(lateToken)).response.status).toBe(404);

    const made = await inviteAs("ga", {
      email: email("gone"),
      role: "dealership_staff",
      dealership_id: dealerA,
    });
    const { invitation } = (await made.json()) as { invitation: { id: number } };
    const goneToken = defined((await invitationLink(email("gone"))).searchParams.get("invitation"), "token");
    const path = `/console/api/staff/invitations/${invitation.id}`;
    const params = { id: String(invitation.id) };
    expect((await call(revoke, consoleRequest("DELETE", path, jar("gb")), params)).status).toBe(404);
    expect((await call(revoke, consoleRequest("DELETE", path, jar("sa")), params)).status).toBe(403);
    expect((await call(revoke, consoleRequest("DELETE", path, jar("ga")), params)).status).toBe(204);
    expect((await accept(goneToken)).response.status).toBe(404);
    const left = await db
      .select()
      .from(staff_users)
      .where(eq(staff_users.email, email("gone")));
    expect(left).toHaveLength(0);
  });

  test("members in scope only; nobody removes themself; a removed member is signed out at once", async () => {
    const listed = (await (
      await call(listStaff, consoleRequest("GET", "/console/api/staff", jar("ga")), {})
    ).json()) as StaffList;
    const emails = listed.members.map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining([email("ga"), email("sa")]));
    expect(emails).not.toContain(email("gb"));
    expect(emails).not.toContain(email("sb"));
    expect(emails).not.toContain(email("op"));
    expect(listed.members.find((m) => m.email === email("ga"))?.you).toBe(true);
    expect((await call(listStaff, consoleRequest("GET", "/console/api/staff", jar("sa")), {})).status).toBe(
      403,
    );

    const remove = (who: string, id: string) =>
      call(removeMember, consoleRequest("DELETE", `/console/api/staff/${id}`, jar(who)), { id });
    expect((await remove("ga", `ga${run}`)).status).toBe(403);
    expect((await remove("ga", `sb${run}`)).status).toBe(404);
    expect((await remove("ga", `op${run}`)).status).toBe(404);
    expect((await remove("gb", `sa${run}`)).status).toBe(404);
    expect((await call(me, consoleRequest("GET", "/console/api/me", jar("sa")), {})).status).toBe(200);
    expect((await remove("ga", `sa${run}`)).status).toBe(204);
    expect((await call(me, consoleRequest("GET", "/console/api/me", jar("sa")), {})).status).toBe(401);
    const gone = await db
      .select()
      .from(staff_users)
      .where(and(eq(staff_users.id, `sa${run}`)));
    expect(gone).toHaveLength(0);
  });

  test("served over https, the session cookie is Secure (and still host-only, HttpOnly, Strict)", async () => {
    const origin = "https://localhost";
    const auth = staffAuth(db, origin);
    const asked = await auth.handler(
      new Request(`${origin}/console/api/auth/sign-in/magic-link`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email: email("op"), callbackURL: "/console" }),
      }),
    );
    expect(asked.status).toBe(200);
    const mail = one(
      await db
        .select()
        .from(mail_outbox)
        .where(eq(mail_outbox.to, email("op")))
        .orderBy(desc(mail_outbox.id))
        .limit(1),
      "sign-in mail",
    );
    const link = new URL(captured(mail.text, /https?:\/\/\S+/, "a link", 0));
    expect(link.protocol).toBe("https:");
    const verified = await auth.handler(new Request(link, { headers: { origin } }));
    expect(verified.status).toBe(302);
    const cookie = defined(
      verified.headers.getSetCookie().find((c) => c.includes("forecourt-console.session_token=")),
      "session cookie",
    );
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).not.toMatch(/; Domain=/i);
  });

  test("a member adds a passkey, then signs in with it; a passkey made for another host is refused", async () => {
    const passkey = new VirtualPasskey();
    const options = await authCall("GET", "passkey/generate-register-options", jar("gb"));
    expect(options.status).toBe(200);
    const optionsJson = (await options.json()) as { challenge: string; rp: { id: string } };
    expect(optionsJson.rp.id).toBe("localhost");
    const added = await authCall("POST", "passkey/verify-registration", jar("gb"), {
      response: passkey.register(optionsJson, "http://localhost"),
      name: "Work laptop",
    });
    expect(added.status).toBe(200);
    expect(Object.keys((await added.json()) as object).sort()).toEqual(["created_at", "id", "name"]);

    const signIn = async (as: { rpId: string; origin: string }) => {
      const browser: Jar = new Map();
      const ip = randomIp();
      const challenge = await authCall(
        "GET",
        "passkey/generate-authenticate-options",
        browser,
        undefined,
        ip,
      );
      expect(challenge.status).toBe(200);
      const response = await authCall(
        "POST",
        "passkey/verify-authentication",
        browser,
        { response: passkey.authenticate((await challenge.json()) as { challenge: string }, as) },
        ip,
      );
      return { response, browser };
    };
    const good = await signIn({ rpId: "localhost", origin: "http://localhost" });
    expect(good.response.status).toBe(200);
    expect(await good.response.json()).toEqual({ signed_in: true });
    const who = (await (
      await call(me, consoleRequest("GET", "/console/api/me", good.browser), {})
    ).json()) as {
      role: string;
      email: string;
    };
    expect(who).toMatchObject({ role: "group_admin", email: email("gb") });

    const dealerHost = await signIn({
      rpId: "harbourcity.localhost",
      origin: "http://harbourcity.localhost",
    });
    expect(dealerHost.response.status).toBeGreaterThanOrEqual(400);
    expect(dealerHost.browser.has("forecourt-console.session_token")).toBe(false);
  });

  test("passkey sign-in is rate-limited per client like the emailed link (the 21st challenge is 429)", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await authCall("GET", "passkey/generate-authenticate-options", new Map(), undefined, ip)).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
