// The dealer console, over its route handlers as Next calls them, on PGlite (and
// PostgreSQL when TEST_DATABASE_URL is set): staff sign-in by emailed link, the one scope
// (every role asks for every other tenant's ids and gets 404), the settings editor's versions,
// the leads inbox, and hostile requests (another host, forged Origin, sizes, escalation).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getDealership } from "@/app/platform/console/api/dealerships/[id]/route";
import { GET as listDealerships } from "@/app/platform/console/api/dealerships/route";
import { POST as retryDelivery } from "@/app/platform/console/api/deliveries/[id]/retry/route";
import { GET as getFile } from "@/app/platform/console/api/lead-files/[id]/route";
import { POST as resendLead } from "@/app/platform/console/api/leads/[id]/resend/route";
import { GET as getLead } from "@/app/platform/console/api/leads/[id]/route";
import { POST as setLeadStatus } from "@/app/platform/console/api/leads/[id]/status/route";
import { GET as exportLeads } from "@/app/platform/console/api/leads/export.csv/route";
import { GET as listLeads } from "@/app/platform/console/api/leads/route";
import { GET as me } from "@/app/platform/console/api/me/route";
import {
  GET as getSettings,
  PUT as saveSettings,
} from "@/app/platform/console/api/sites/[id]/settings/route";
import { POST as rollBack } from "@/app/platform/console/api/sites/[id]/versions/[version]/rollback/route";
import { GET as getVersion } from "@/app/platform/console/api/sites/[id]/versions/[version]/route";
import { GET as listVersions } from "@/app/platform/console/api/sites/[id]/versions/route";
import { GET as listSites } from "@/app/platform/console/api/sites/route";
import type { StaffTenant } from "@/domain/console/staff-roles";
import { defined } from "@/domain/defined";
import { consoleFileLink } from "@/server/console/console-file-link";
import type { Database, Db } from "@/server/db/client";
import {
  dealer_groups,
  dealerships,
  delivery_attempts,
  lead_deliveries,
  lead_files,
  leads,
  mail_outbox,
  staff_users,
  websites,
} from "@/server/db/schema/all";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";
import { deliverDueLeads } from "@/server/leads/deliver-due-leads";
import { storeLeadFiles } from "@/server/leads/lead-files";
import { askForConsoleLink, call, consoleRequest, type Jar, signInAs } from "../support/console-client";
import { createTestSite, randomIp, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { testDatabaseTargets } from "../support/test-databases";

interface Tenant {
  groupId: number;
  site: TestSite;
  dealershipId: number;
  leadId: number;
  deliveryId: number;
}

type Settings = { version: number; config: { theme: { primary: string } } & Record<string, unknown> };

describe.each(testDatabaseTargets())("dealer console on $name", (target) => {
  let database: Database;
  let db: Db;
  let a: Tenant;
  let b: Tenant;
  /** A second dealership of group A (its own site): group A's admin sees it, A's staff do not. */
  let a2: Tenant;
  const jars: Record<string, Jar> = {};

  async function tenant(groupId: number, name: string): Promise<Tenant> {
    const site = await createTestSite(db, { slug: `${name}${Date.now() % 100000}` });
    const dealership = one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "slug"))),
      "dealership",
    );
    await db.update(dealerships).set({ dealer_group_id: groupId }).where(eq(dealerships.id, dealership.id));
    await db.update(websites).set({ dealership_group: groupId }).where(eq(websites.id, site.id));
    const lead = one(
      await db
        .insert(leads)
        .values({
          website_id: site.id,
          dealership_id: dealership.id,
          form_id: "general-enquiry",
          category: "General Enquiry",
          lead_status: "Complete",
          form_completed: true,
          payload: {
            name: `${name} Shopper`,
            email: `${name}@shopper.example`,
            phone: "0412 345 678",
            url: `http://${site.host}/contact`,
            linked_query_params: { utm_source: "google", gclid: "abc" },
          },
        })
        .returning(),
      "lead",
    );
    const delivery = one(
      await db
        .insert(lead_deliveries)
        .values({
          lead_id: lead.id,
          website_id: site.id,
          destination: {
            kind: "webhook",
            url: "http://127.0.0.1:9/hook",
            secret: "s".repeat(16),
            channel: "leads",
          },
          status: "failed",
          attempts: 5,
          last_error: "connect ECONNREFUSED",
        } as typeof lead_deliveries.$inferInsert)
        .returning(),
      "delivery",
    );
    await db
      .insert(delivery_attempts)
      .values({ delivery_id: delivery.id, attempt: 5, ok: false, detail: "connect ECONNREFUSED" });
    return { groupId, site, dealershipId: dealership.id, leadId: lead.id, deliveryId: delivery.id };
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    const [ga, gb] = await db
      .insert(dealer_groups)
      .values([
        { name: "Group A", slug: `group-a-${randomIp()}` },
        { name: "Group B", slug: `group-b-${randomIp()}` },
      ])
      .returning();
    a = await tenant(defined(ga, "ga").id, "alpha");
    a2 = await tenant(defined(ga, "ga").id, "alphatwo");
    b = await tenant(defined(gb, "gb").id, "bravo");
    const staff: [string, StaffTenant][] = [
      ["op", { role: "operator" }],
      ["ga", { role: "group_admin", dealerGroupId: a.groupId }],
      ["sa", { role: "dealership_staff", dealershipId: a.dealershipId }],
      ["gb", { role: "group_admin", dealerGroupId: b.groupId }],
      ["sb", { role: "dealership_staff", dealershipId: b.dealershipId }],
    ];
    for (const [who, tenant] of staff)
      jars[who] = await signInAs(db, tenant, { id: who, email: `${who}-${target.name}@console.example` });
    // One saved version on each site, so every site has settings versions to ask for.
    for (const t of [a, a2, b]) {
      const current = (await (
        await call(
          getSettings,
          consoleRequest("GET", `/console/api/sites/${t.site.id}/settings`, jar("op")),
          {
            id: String(t.site.id),
          },
        )
      ).json()) as Settings;
      const saved = await call(
        saveSettings,
        consoleRequest("PUT", `/console/api/sites/${t.site.id}/settings`, jar("op"), {
          version: current.version,
          config: { ...current.config, theme: { ...current.config.theme, primary: "#123456" } },
        }),
        { id: String(t.site.id) },
      );
      expect(saved.status).toBe(200);
    }
  });

  afterAll(async () => {
    await database?.close();
  });

  const jar = (who: string) => defined(jars[who], `jar of ${who}`);

  test("the link is mailed only to staff, and the session cookie is host-only, httpOnly, SameSite=Strict", async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(mail_outbox);
    const answer = await askForConsoleLink(`stranger-${target.name}@console.example`);
    expect(answer.status).toBe(200);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(mail_outbox);
    expect(after[0]?.n).toBe(before[0]?.n);

    await askForConsoleLink(`op-${target.name}@console.example`);
    const { lastConsoleLink } = await import("../support/console-client");
    const link = await lastConsoleLink(db, `op-${target.name}@console.example`);
    const { GET: authGet } = await import("@/app/platform/console/api/auth/[...all]/route");
    const response = await call(authGet, consoleRequest("GET", `${link.pathname}${link.search}`, new Map()), {
      all: ["magic-link", "verify"],
    });
    expect(response.status).toBe(302);
    const cookie = defined(
      response.headers.getSetCookie().find((c) => c.startsWith("forecourt-console.session_token=")),
      "session cookie",
    );
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/console/i);
    expect(cookie).not.toMatch(/; Domain=/i);
  });

  test("sign-in is rate-limited per address (the 6th link in the window is 429)", async () => {
    await db
      .insert(staff_users)
      .values({ id: "rl", email: `rl-${target.name}@console.example`, role: "operator" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await askForConsoleLink(`rl-${target.name}@console.example`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test("each role is told who they are; the role comes from the staff row only", async () => {
    const roles: Record<string, string> = {};
    for (const who of ["op", "ga", "sa"]) {
      const response = await call(me, consoleRequest("GET", "/console/api/me", jar(who)), {});
      roles[who] = ((await response.json()) as { role: string }).role;
    }
    expect(roles).toEqual({ op: "operator", ga: "group_admin", sa: "dealership_staff" });
  });

  test("signed out, every console route is 401", async () => {
    const none: Jar = new Map();
    expect((await call(me, consoleRequest("GET", "/console/api/me", none), {})).status).toBe(401);
    expect((await call(listLeads, consoleRequest("GET", "/console/api/leads", none), {})).status).toBe(401);
    expect(
      (
        await call(getLead, consoleRequest("GET", `/console/api/leads/${a.leadId}`, none), {
          id: String(a.leadId),
        })
      ).status,
    ).toBe(401);
  });

  /** Every id-taking route, asked for one tenant's ids: the status each answers. */
  async function idStatuses(who: string, t: Tenant): Promise<Record<string, number>> {
    const j = jar(who);
    const site = String(t.site.id);
    return {
      settings: (
        await call(getSettings, consoleRequest("GET", `/console/api/sites/${site}/settings`, j), { id: site })
      ).status,
      save: (
        await call(
          saveSettings,
          consoleRequest("PUT", `/console/api/sites/${site}/settings`, j, { version: 1, config: {} }),
          { id: site },
        )
      ).status,
      versions: (
        await call(listVersions, consoleRequest("GET", `/console/api/sites/${site}/versions`, j), {
          id: site,
        })
      ).status,
      version: (
        await call(getVersion, consoleRequest("GET", `/console/api/sites/${site}/versions/1`, j), {
          id: site,
          version: "1",
        })
      ).status,
      rollback: (
        await call(
          rollBack,
          consoleRequest("POST", `/console/api/sites/${site}/versions/0/rollback`, j, { version: 99 }),
          {
            id: site,
            version: "0",
          },
        )
      ).status,
      dealership: (
        await call(getDealership, consoleRequest("GET", `/console/api/dealerships/${t.dealershipId}`, j), {
          id: String(t.dealershipId),
        })
      ).status,
      lead: (
        await call(getLead, consoleRequest("GET", `/console/api/leads/${t.leadId}`, j), {
          id: String(t.leadId),
        })
      ).status,
      status: (
        await call(
          setLeadStatus,
          consoleRequest("POST", `/console/api/leads/${t.leadId}/status`, j, { status: "won", note: "x" }),
          { id: String(t.leadId) },
        )
      ).status,
      // 422 in scope: the delivery is found but is not failed any more once retried; 404 out of it.
      retry: (
        await call(
          retryDelivery,
          consoleRequest("POST", `/console/api/deliveries/${t.deliveryId}/retry`, j, {}),
          {
            id: String(t.deliveryId),
          },
        )
      ).status,
    };
  }

  const allNotFound = {
    settings: 404,
    save: 404,
    versions: 404,
    version: 404,
    rollback: 404,
    dealership: 404,
    lead: 404,
    status: 404,
    retry: 404,
  };

  test.each([
    ["group A's admin", "ga", () => [b]],
    ["group B's admin", "gb", () => [a, a2]],
    ["A's dealership staff", "sa", () => [a2, b]],
    ["B's dealership staff", "sb", () => [a, a2]],
  ])(
    "%s gets 404 for every other tenant's sites, dealerships, leads, deliveries and versions",
    async (_name, who, others) => {
      for (const other of others()) expect(await idStatuses(who, other)).toEqual(allNotFound);
      // Nothing was changed by the refused requests.
      const statuses = await db.select().from(lead_deliveries).where(eq(lead_deliveries.status, "failed"));
      expect(statuses.map((d) => d.id)).toEqual(expect.arrayContaining(others().map((t) => t.deliveryId)));
    },
  );

  test("dealership staff see their dealership and its leads, but no site settings", async () => {
    const own = await idStatuses("sa", a);
    expect(own).toMatchObject({
      settings: 404,
      save: 404,
      versions: 404,
      dealership: 200,
      lead: 200,
      status: 200,
      retry: 202,
    });
    await db.update(lead_deliveries).set({ status: "failed" }).where(eq(lead_deliveries.id, a.deliveryId));
  });

  test("the lists hold only the member's scope", async () => {
    const ids = async (who: string) => {
      const sites = (await (
        await call(listSites, consoleRequest("GET", "/console/api/sites", jar(who)), {})
      ).json()) as {
        sites: Array<{ id: number }>;
      };
      const ds = (await (
        await call(listDealerships, consoleRequest("GET", "/console/api/dealerships", jar(who)), {})
      ).json()) as { dealerships: Array<{ id: number }> };
      const ls = (await (
        await call(listLeads, consoleRequest("GET", "/console/api/leads", jar(who)), {})
      ).json()) as {
        leads: Array<{ id: number }>;
      };
      return {
        sites: sites.sites.map((s) => s.id).sort(),
        dealerships: ds.dealerships.map((d) => d.id).sort(),
        leads: ls.leads.map((l) => l.id).sort(),
      };
    };
    expect(await ids("ga")).toEqual({
      sites: [a.site.id, a2.site.id].sort(),
      dealerships: [a.dealershipId, a2.dealershipId].sort(),
      leads: [a.leadId, a2.leadId].sort(),
    });
    expect(await ids("sa")).toEqual({ sites: [], dealerships: [a.dealershipId], leads: [a.leadId] });
    // A filter naming another tenant's site matches nothing; it never widens the scope.
    const filtered = (await (
      await call(listLeads, consoleRequest("GET", `/console/api/leads?site=${b.site.id}`, jar("ga")), {})
    ).json()) as { leads: unknown[]; total: number };
    expect(filtered).toMatchObject({ leads: [], total: 0 });
  });

  test("the console answers on the platform host only: a dealer's host gets 404", async () => {
    const onDealerHost = consoleRequest("GET", "/console/api/me", jar("op"), undefined, {
      host: a.site.host,
    });
    expect((await call(me, onDealerHost, {})).status).toBe(404);
    const link = consoleRequest(
      "POST",
      "/console/api/auth/sign-in/magic-link",
      new Map(),
      { email: `op-${target.name}@console.example` },
      {
        host: a.site.host,
        origin: `http://${a.site.host}`,
      },
    );
    const { POST: authPost } = await import("@/app/platform/console/api/auth/[...all]/route");
    expect((await call(authPost, link, { all: ["sign-in", "magic-link"] })).status).toBe(404);
  });

  test.each([
    ["another site's Origin", { origin: "http://evil.example" }, 403],
    ["a dealer site's Origin", { origin: "http://alpha.localhost" }, 403],
    ["no Origin", { origin: "" }, 403],
    ["a form post (text/plain)", { "content-type": "text/plain" }, 415],
  ])("a forged change is refused: %s", async (_name, headers, status) => {
    const request = consoleRequest(
      "POST",
      `/console/api/leads/${a.leadId}/status`,
      jar("ga"),
      JSON.stringify({ status: "lost", note: "forged" }),
      headers,
    );
    if ("origin" in headers && headers.origin === "") request.headers.delete("origin");
    const response = await call(setLeadStatus, request, { id: String(a.leadId) });
    expect(response.status).toBe(status);
  });

  test("oversize bodies are refused with 413 before they are read", async () => {
    const big = { version: 1, config: { theme: { tagline: "x".repeat(300 * 1024) } } };
    const site = String(a.site.id);
    const response = await call(
      saveSettings,
      consoleRequest("PUT", `/console/api/sites/${site}/settings`, jar("ga"), big),
      {
        id: site,
      },
    );
    expect(response.status).toBe(413);
    const note = await call(
      setLeadStatus,
      consoleRequest("POST", `/console/api/leads/${a.leadId}/status`, jar("ga"), {
        status: "won",
        note: "x".repeat(10_000),
      }),
      { id: String(a.leadId) },
    );
    expect(note.status).toBe(413);
  });

  test("role escalation by editing the request changes nothing", async () => {
    // Extra fields naming a role or tenant are refused, not read.
    const site = String(a.site.id);
    const escalate = await call(
      saveSettings,
      consoleRequest("PUT", `/console/api/sites/${site}/settings`, jar("sa"), {
        version: 1,
        config: {},
        role: "operator",
        dealer_group_id: a.groupId,
      }),
      { id: site },
    );
    expect(escalate.status).toBe(404);
    const signIn = await askForConsoleLink(`sa-${target.name}@console.example`);
    expect(signIn.status).toBe(200);
    const withRole = await call(
      (await import("@/app/platform/console/api/auth/[...all]/route")).POST,
      consoleRequest("POST", "/console/api/auth/sign-in/magic-link", new Map(), {
        email: `sa-${target.name}@console.example`,
        role: "operator",
      }),
      { all: ["sign-in", "magic-link"] },
    );
    expect(withRole.status).toBe(422);
    // A header or query naming a role is not read either: the staff member is still staff.
    const response = await call(
      me,
      consoleRequest("GET", "/console/api/me?role=operator", jar("sa"), undefined, { "x-role": "operator" }),
      {},
    );
    expect(((await response.json()) as { role: string }).role).toBe("dealership_staff");
    const stored = one(await db.select().from(staff_users).where(eq(staff_users.id, "sa")), "staff");
    expect(stored.role).toBe("dealership_staff");
  });

  test("saving settings validates the whole document with the schema's own messages; nothing is stored", async () => {
    const site = String(a.site.id);
    const settings = (await (
      await call(getSettings, consoleRequest("GET", `/console/api/sites/${site}/settings`, jar("ga")), {
        id: site,
      })
    ).json()) as Settings;
    const response = await call(
      saveSettings,
      consoleRequest("PUT", `/console/api/sites/${site}/settings`, jar("ga"), {
        version: settings.version,
        config: {
          ...settings.config,
          theme: { ...settings.config.theme, primary: "red" },
          stock: { ...(settings.config.stock as object), include_sold_cars_days: 400 },
        },
      }),
      { id: site },
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields["theme.primary"]).toBe("must be a colour like #1a2b3c");
    expect(body.error.fields["stock.include_sold_cars_days"]).toMatch(/400|365/);
    const row = one(await db.select().from(websites).where(eq(websites.id, a.site.id)), "site");
    expect((row.config as Settings["config"]).theme.primary).toBe("#123456");
  });

  test("a save writes a new version with who and the diff; a stale save is 409; rollback is a new version", async () => {
    const site = String(a2.site.id);
    const open = async () =>
      (await (
        await call(getSettings, consoleRequest("GET", `/console/api/sites/${site}/settings`, jar("ga")), {
          id: site,
        })
      ).json()) as Settings;
    const first = await open();
    const save = (version: number, primary: string) =>
      call(
        saveSettings,
        consoleRequest("PUT", `/console/api/sites/${site}/settings`, jar("ga"), {
          version,
          config: { ...first.config, theme: { ...first.config.theme, primary } },
        }),
        { id: site },
      );
    const saved = await save(first.version, "#aa0000");
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { saved: unknown }).saved).toMatchObject({
      version: first.version + 1,
      staff_email: `ga-${target.name}@console.example`,
      diff: [{ path: "theme.primary", before: "#123456", after: "#aa0000" }],
    });
    // A second editor who opened the same version: refused, not overwritten.
    const stale = await save(first.version, "#00aa00");
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "version_conflict",
      message: expect.stringContaining("changed by someone else"),
    });
    const versions = (await (
      await call(listVersions, consoleRequest("GET", `/console/api/sites/${site}/versions`, jar("ga")), {
        id: site,
      })
    ).json()) as { versions: Array<{ version: number }>; latest: number };
    expect(versions.versions.map((v) => v.version)).toEqual([2, 1, 0]);
    const rolled = await call(
      rollBack,
      consoleRequest("POST", `/console/api/sites/${site}/versions/1/rollback`, jar("ga"), {
        version: versions.latest,
      }),
      { id: site, version: "1" },
    );
    expect(rolled.status).toBe(200);
    expect(((await rolled.json()) as { saved: unknown }).saved).toMatchObject({
      version: 3,
      restored_from: 1,
    });
    expect((await open()).config.theme.primary).toBe("#123456");
  });

  test("the inbox: newest first, a page at a time, filtered and searched; a lead's page and status; retry", async () => {
    const more = await db
      .insert(leads)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          website_id: a.site.id,
          dealership_id: a.dealershipId,
          form_id: "finance",
          category: i % 2 === 0 ? "Finance" : "Test Drive",
          lead_status: "Complete" as const,
          payload: {
            name: `Buyer ${i}`,
            email: `buyer${i}@x.example`,
            phone: `04000000${String(i).padStart(2, "0")}`,
          },
          created_at: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      )
      .returning({ id: leads.id });
    const list = async (query: string) =>
      (await (
        await call(listLeads, consoleRequest("GET", `/console/api/leads?${query}`, jar("sa")), {})
      ).json()) as {
        leads: Array<{ id: number; name: string; category: string; status: string }>;
        total: number;
      };
    const page1 = await list("");
    expect(page1.total).toBe(31);
    expect(page1.leads).toHaveLength(25);
    expect(page1.leads[0]?.id).toBe(a.leadId); // created now: the newest
    expect(page1.leads[1]?.name).toBe("Buyer 29");
    expect((await list("page=2")).leads).toHaveLength(6);
    expect((await list("category=Finance")).total).toBe(15);
    expect((await list("from=2026-01-01&to=2026-01-05")).total).toBe(5);
    expect((await list("q=buyer7%40")).leads.map((l) => l.name)).toEqual(["Buyer 7"]);
    expect((await list("q=0400000012")).leads.map((l) => l.name)).toEqual(["Buyer 12"]);
    expect((await list(`dealership=${a.dealershipId}&site=${a.site.id}`)).total).toBe(31);
    const bad = await call(
      listLeads,
      consoleRequest("GET", "/console/api/leads?from=yesterday", jar("sa")),
      {},
    );
    expect(bad.status).toBe(422);

    // The filtered list as CSV: the same scope and filters, every page, newest first.
    const csv = await call(
      exportLeads,
      consoleRequest("GET", "/console/api/leads/export.csv?category=Finance", jar("sa")),
      {},
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("id,received_at,site,dealership,category,form_id,name,email,phone,status");
    expect(lines).toHaveLength(16);
    expect(lines[1]).toContain("Buyer 28");
    const otherCsv = await call(
      exportLeads,
      consoleRequest("GET", `/console/api/leads/export.csv?site=${b.site.id}`, jar("sa")),
      {},
    );
    expect((await otherCsv.text()).trim().split("\r\n")).toHaveLength(1);

    const leadId = defined(more[3], "lead").id;
    const status = await call(
      setLeadStatus,
      consoleRequest("POST", `/console/api/leads/${leadId}/status`, jar("sa"), {
        status: "contacted",
        note: "Called back",
      }),
      { id: String(leadId) },
    );
    expect(status.status).toBe(200);
    expect((await list("status=contacted")).leads.map((l) => l.id)).toEqual([leadId]);
    const badStatus = await call(
      setLeadStatus,
      consoleRequest("POST", `/console/api/leads/${leadId}/status`, jar("sa"), { status: "sold" }),
      { id: String(leadId) },
    );
    expect(badStatus.status).toBe(422);

    const page = (await (
      await call(getLead, consoleRequest("GET", `/console/api/leads/${a.leadId}`, jar("sa")), {
        id: String(a.leadId),
      })
    ).json()) as {
      lead: { fields: { email: string }; tracking: { linked_query_params: Record<string, string> } };
      deliveries: Array<{
        id: number;
        kind: string;
        status: string;
        attempts: Array<{ attempt: number; ok: boolean }>;
      }>;
    };
    expect(page.lead.fields.email).toBe("alpha@shopper.example");
    expect(page.lead.tracking.linked_query_params).toEqual({ utm_source: "google", gclid: "abc" });
    expect(page.deliveries).toEqual([
      expect.objectContaining({
        id: a.deliveryId,
        kind: "webhook",
        status: "failed",
        attempts: [expect.objectContaining({ attempt: 5, ok: false })],
      }),
    ]);

    const retry = () =>
      call(
        retryDelivery,
        consoleRequest("POST", `/console/api/deliveries/${a.deliveryId}/retry`, jar("sa"), {}),
        {
          id: String(a.deliveryId),
        },
      );
    expect((await retry()).status).toBe(202);
    const row = one(
      await db.select().from(lead_deliveries).where(eq(lead_deliveries.id, a.deliveryId)),
      "delivery",
    );
    expect(row.status).toBe("pending");
    expect((await retry()).status).toBe(422);
  });
  test("resend: the lead email to another address goes through the outbox and shows on the lead's page", async () => {
    const resend = (who: string, leadId: number, body: unknown, headers: Record<string, string> = {}) =>
      call(
        resendLead,
        consoleRequest("POST", `/console/api/leads/${leadId}/resend`, jar(who), body, headers),
        { id: String(leadId) },
      );
    const address = `manager-${target.name}@alpha.example`;
    // Other tenants' leads: 404, and nothing queued.
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(lead_deliveries);
    expect((await resend("sa", b.leadId, { to: address })).status).toBe(404);
    expect((await resend("sa", a2.leadId, { to: address })).status).toBe(404);
    expect((await resend("gb", a.leadId, { to: address })).status).toBe(404);
    expect((await resend("sa", 2_147_483_647, { to: address })).status).toBe(404);
    // Hostile bodies: not an address, too long, extra fields, oversize, forged Origin.
    const invalid = await resend("sa", a.leadId, { to: "not-an-address" });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields.to).toBe(
      "must be an email address like sales@dealer.example",
    );
    expect((await resend("sa", a.leadId, { to: `${"x".repeat(250)}@a.example` })).status).toBe(422);
    expect((await resend("sa", a.leadId, { to: address, bcc: "spy@evil.example" })).status).toBe(422);
    expect((await resend("sa", a.leadId, { to: address, pad: "x".repeat(2000) })).status).toBe(413);
    expect((await resend("sa", a.leadId, { to: address }, { origin: "http://evil.example" })).status).toBe(
      403,
    );
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(lead_deliveries);
    expect(after[0]?.n).toBe(before[0]?.n);

    const sent = await resend("sa", a.leadId, { to: ` ${address} ` });
    expect(sent.status).toBe(202);
    const { id } = (await sent.json()) as { id: number };
    const row = one(await db.select().from(lead_deliveries).where(eq(lead_deliveries.id, id)), "resend");
    expect(row).toMatchObject({
      lead_id: a.leadId,
      status: "pending",
      requested_by: `sa-${target.name}@console.example`,
      destination: { kind: "email", to: [address], channel: "leads" },
    });
    // The delivery worker sends it into the mail outbox and records the attempt.
    await deliverDueLeads(db, { transport: createDeliveryTransport(db), batchSize: 100 });
    const mail = await db.select().from(mail_outbox).where(eq(mail_outbox.to, address));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("alpha@shopper.example");
    const page = (await (
      await call(getLead, consoleRequest("GET", `/console/api/leads/${a.leadId}`, jar("sa")), {
        id: String(a.leadId),
      })
    ).json()) as {
      deliveries: Array<{
        id: number;
        to: string;
        requested_by: string | null;
        status: string;
        attempts: unknown[];
      }>;
    };
    expect(page.deliveries.find((d) => d.id === id)).toMatchObject({
      to: address,
      requested_by: `sa-${target.name}@console.example`,
      status: "delivered",
      attempts: [expect.objectContaining({ attempt: 1, ok: true })],
    });

    // Bounded: at most 10 sends on per lead.
    for (let i = 1; i < 10; i += 1) expect((await resend("sa", a.leadId, { to: address })).status).toBe(202);
    const capped = await resend("sa", a.leadId, { to: address });
    expect(capped.status).toBe(422);
    expect(((await capped.json()) as { error: { message: string } }).error.message).toBe(
      "This lead has been sent on 10 times already, the most it can be.",
    );
  });

  test("file links: short-lived, signed for one member and lead, served as a nosniff attachment", async () => {
    const [stored] = await storeLeadFiles({ websiteId: a.site.id }, [
      {
        field: "licence",
        file: new File(["%PDF-1.4 licence"], "drivers licence.pdf", { type: "application/pdf" }),
      },
    ]);
    const file = defined(stored, "stored file");
    await db.insert(lead_files).values({ lead_id: a.leadId, ...file });
    const page = async (who: string) =>
      (await (
        await call(getLead, consoleRequest("GET", `/console/api/leads/${a.leadId}`, jar(who)), {
          id: String(a.leadId),
        })
      ).json()) as { files: Array<{ filename: string; size: number; url: string }> };
    const [listed] = (await page("sa")).files;
    expect(listed).toMatchObject({ filename: "drivers licence.pdf", size: 16 });
    const url = new URL(defined(listed, "file").url, "http://localhost");
    expect(url.pathname).toBe(`/console/api/lead-files/${file.download_id}`);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const download = (who: string, link: URL) =>
      call(
        getFile,
        consoleRequest("GET", `${link.pathname}${link.search}`, who === "none" ? new Map() : jar(who)),
        {
          id: decodeURIComponent(link.pathname.split("/").at(-1) ?? ""),
        },
      );

    const ok = await download("sa", url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toBe(
      `attachment; filename="drivers licence.pdf"; filename*=UTF-8''drivers%20licence.pdf`,
    );
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.headers.get("content-type")).toBe("application/octet-stream");
    expect(await ok.text()).toBe("%PDF-1.4 licence");

    // The same link in another member's hands (even one whose scope holds the lead): 403.
    expect((await download("ga", url)).status).toBe(403);
    expect((await download("sb", url)).status).toBe(403);
    // Signed out: 401.
    expect((await download("none", url)).status).toBe(401);
    // Tampered: another lead, a later expiry, a changed signature.
    const tamper = (key: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(key, value);
      return copy;
    };
    expect((await download("sa", tamper("lead", String(a2.leadId)))).status).toBe(403);
    expect((await download("sa", tamper("expires", String(expires + 60)))).status).toBe(403);
    expect((await download("sa", tamper("signature", "A".repeat(43)))).status).toBe(403);
    expect((await download("sa", tamper("lead", "x".repeat(5000)))).status).toBe(404);
    // Expired: a link issued more than 5 minutes ago.
    const old = new URL(
      consoleFileLink(
        { downloadId: file.download_id, leadId: a.leadId, staffId: "sa" },
        new Date(Date.now() - 6 * 60_000),
      ),
      "http://localhost",
    );
    expect((await download("sa", old)).status).toBe(403);
    // Another tenant's member with a link signed for them, to a lead outside their scope: 404.
    const foreign = new URL(
      consoleFileLink({ downloadId: file.download_id, leadId: a.leadId, staffId: "sb" }, new Date()),
      "http://localhost",
    );
    expect((await download("sb", foreign)).status).toBe(404);
  });
});
