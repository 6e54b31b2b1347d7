// Onboarding a dealer from the console, over its route handlers as Next calls them, on PGlite
// (and PostgreSQL when TEST_DATABASE_URL is set): a dealer group, a dealership with a feed key
// shown once, a location, an unpublished site (404 to the public, previewable by staff), a CSV
// import, Publish; and hostile requests (other tenants' ids, role escalation, sizes, forged Origin).
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as rotateKey } from "@/app/platform/console/api/dealerships/[id]/feed-key/route";
import { POST as importCars } from "@/app/platform/console/api/dealerships/[id]/import/route";
import { POST as addLocation } from "@/app/platform/console/api/dealerships/[id]/locations/route";
import { POST as createDealership } from "@/app/platform/console/api/dealerships/route";
import { POST as createGroup, GET as listGroups } from "@/app/platform/console/api/groups/route";
import { POST as uploadLogo } from "@/app/platform/console/api/sites/[id]/logo/route";
import { POST as preview } from "@/app/platform/console/api/sites/[id]/preview/route";
import { POST as publish } from "@/app/platform/console/api/sites/[id]/publish/route";
import { POST as createSite, GET as listSites } from "@/app/platform/console/api/sites/route";
import { GET as openPreview } from "@/app/site/[host]/console-preview/route";
import type { StaffTenant } from "@/domain/console/staff-roles";
import { defined } from "@/domain/defined";
import { previewToken, readPreviewToken } from "@/server/console/site-preview";
import type { Database, Db } from "@/server/db/client";
import { cars, dealer_groups, dealerships, locations, websites } from "@/server/db/schema/all";
import { getSiteForHost, getSiteForHostPreviewing } from "@/server/sites/get-site";
import { call, consoleRequest, type Jar, signInAs } from "../support/console-client";
import { createTestSite, randomIp, segment, useAsProcessDatabase } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-onboarding-media-"));
process.env.MEDIA_DIR = mediaDir;

const HOURS = [
  { status: "closed" },
  ...Array.from({ length: 5 }, () => ({ status: "open", open: "08:00", close: "17:30" })),
  { status: "open", open: "08:30", close: "12:30" },
];

function location(slug: string, extra: Record<string, unknown> = {}) {
  return {
    name: "Parramatta Sales",
    slug,
    location_type: "sales",
    street: "1 Church St",
    city: "Parramatta",
    state: "NSW",
    postcode: "2150",
    phone: "02 9999 0000",
    mobile: "0412 000 111",
    email: "sales@example.com",
    opening_hours: HOURS,
    lat: -33.81,
    long: 151.0,
    time_zone: "Australia/Sydney",
    ...extra,
  };
}

function carsCsv(count: number, prefix: string): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `${prefix}${100 + i},Toyota,Corolla,${2015 + (i % 10)},used,${19990 + i * 500}`,
  );
  return ["stocknum,make,model,year,car_type,price", ...rows].join("\n");
}

describe.each(testDatabaseTargets())("console onboarding on $name", (target) => {
  let database: Database;
  let db: Db;
  const jars: Record<string, Jar> = {};
  const run = `${Date.now() % 100000}${target.name === "pglite" ? "p" : "q"}`;
  let groupA: number;
  let groupB: number;
  let otherDealershipId: number;
  let otherSiteId: number;

  const jar = (who: string) => defined(jars[who], `jar of ${who}`);
  const post = <P>(
    handler: (r: Request, s: { params: Promise<P> }) => Promise<Response>,
    path: string,
    who: string,
    body: unknown,
    params: P,
  ) => call(handler, consoleRequest("POST", path, jar(who), body), params);

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    const [ga, gb] = await db
      .insert(dealer_groups)
      .values([
        { name: "Onboard A", slug: `onboard-a-${run}` },
        { name: "Onboard B", slug: `onboard-b-${run}` },
      ])
      .returning();
    groupA = defined(ga, "group A").id;
    groupB = defined(gb, "group B").id;
    const other = await createTestSite(db, { slug: `obother${run}` });
    otherSiteId = other.id;
    const [otherDealership] = await db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, defined(other.dealershipSlugs[0], "slug")));
    otherDealershipId = defined(otherDealership, "dealership").id;
    await db
      .update(dealerships)
      .set({ dealer_group_id: groupB })
      .where(eq(dealerships.id, otherDealershipId));
    await db.update(websites).set({ dealership_group: groupB }).where(eq(websites.id, otherSiteId));
    const staff: [string, StaffTenant][] = [
      ["op", { role: "operator" }],
      ["ga", { role: "group_admin", dealerGroupId: groupA }],
      ["gb", { role: "group_admin", dealerGroupId: groupB }],
      ["sb", { role: "dealership_staff", dealershipId: otherDealershipId }],
    ];
    for (const [who, tenant] of staff)
      jars[who] = await signInAs(db, tenant, { id: `${who}${run}`, email: `${who}-${run}@onboard.example` });
  });

  afterAll(async () => {
    await database?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  test("only an operator creates a dealer group; a group admin sees only their own", async () => {
    const made = await post(
      createGroup,
      "/console/api/groups",
      "op",
      { name: "Coastal Motors", slug: `coastal-${run}` },
      {},
    );
    expect(made.status).toBe(201);
    for (const who of ["ga", "sb"]) {
      const refused = await post(
        createGroup,
        "/console/api/groups",
        who,
        { name: "Mine", slug: `mine-${who}-${run}` },
        {},
      );
      expect(refused.status).toBe(403);
    }
    const again = await post(
      createGroup,
      "/console/api/groups",
      "op",
      { name: "Again", slug: `coastal-${run}` },
      {},
    );
    expect(again.status).toBe(422);
    expect(((await again.json()) as { error: { fields: Record<string, string> } }).error.fields.slug).toBe(
      "is already used by another dealer group",
    );
    const seen = (await (
      await call(listGroups, consoleRequest("GET", "/console/api/groups", jar("ga")), {})
    ).json()) as {
      groups: { id: number }[];
    };
    expect(seen.groups.map((g) => g.id)).toEqual([groupA]);
  });

  test("create → location → site → import → publish: 404 to the public until Publish, then its cars", async () => {
    // A group admin makes a dealership in their group; its feed key is shown once, only its hash kept.
    const made = await post(
      createDealership,
      "/console/api/dealerships",
      "ga",
      {
        name: "Parramatta Toyota",
        slug: `parra-${run}`,
        dealer_group_id: groupA,
        phone: "02 9999 0000",
        email: "",
      },
      {},
    );
    expect(made.status).toBe(201);
    const { dealership, feed_key } = (await made.json()) as { dealership: { id: number }; feed_key: string };
    expect(feed_key).toMatch(/^fck_[\w-]{32}$/);
    expect(JSON.stringify(dealership)).not.toContain("feed_key_hash");
    const [row] = await db.select().from(dealerships).where(eq(dealerships.id, dealership.id));
    expect(row?.feed_key_hash).toBe(createHash("sha256").update(feed_key).digest("hex"));
    const rotated = await post(
      rotateKey,
      `/console/api/dealerships/${dealership.id}/feed-key`,
      "ga",
      undefined,
      {
        id: String(dealership.id),
      },
    );
    const newKey = ((await rotated.json()) as { feed_key: string }).feed_key;
    expect(newKey).toMatch(/^fck_/);
    expect(newKey).not.toBe(feed_key);

    const id = { id: String(dealership.id) };
    expect(
      (
        await post(
          addLocation,
          `/console/api/dealerships/${dealership.id}/locations`,
          "ga",
          location("sales"),
          id,
        )
      ).status,
    ).toBe(201);
    const [saved] = await db.select().from(locations).where(eq(locations.dealership_id, dealership.id));
    expect(saved).toMatchObject({ primary: true, lat: -33.81, long: 151, city: "Parramatta" });
    expect(saved?.contact_detail.opening_hours?.[1]).toMatchObject({
      status: "open",
      open: "08:00",
      close: "17:30",
    });

    const slug = `parra${run}`;
    const site = await post(
      createSite,
      "/console/api/sites",
      "ga",
      {
        name: "Parramatta Toyota",
        slug,
        domain_name: `www.parra${run}.example.com`,
        dealership_id: dealership.id,
        template: "dealer",
        market: "AU",
        theme: { primary: "#b00020", accent: "#0b3d91", font: "manrope", tagline: "Since 1971" },
      },
      {},
    );
    expect(site.status).toBe(201);
    const created = ((await site.json()) as { site: { id: number; published: boolean } }).site;
    expect(created.published).toBe(false);

    // Unpublished: the public gets nothing on either of its hosts.
    expect(await getSiteForHost(`${slug}.localhost`)).toBeNull();
    expect(await getSiteForHost(`www.parra${run}.example.com`)).toBeNull();

    const imported = await post(
      importCars,
      `/console/api/dealerships/${dealership.id}/import`,
      "ga",
      { csv: carsCsv(20, `P${run}`) },
      id,
    );
    expect(imported.status).toBe(200);
    expect(
      ((await imported.json()) as { imported: { total: number; created: number } }).imported,
    ).toMatchObject({
      total: 20,
      created: 20,
    });
    expect(await db.$count(cars, eq(cars.dealership_id, dealership.id))).toBe(20);

    const published = await post(publish, `/console/api/sites/${created.id}/publish`, "ga", undefined, {
      id: String(created.id),
    });
    expect(published.status).toBe(200);
    const live = await getSiteForHost(`${slug}.localhost`);
    expect(live).toMatchObject({ id: created.id, published: true, template: "dealer", market: "AU" });
    expect(live?.config.theme).toMatchObject({ primary: "#b00020", font: "manrope", tagline: "Since 1971" });
    expect(live?.locations.map((l) => l.slug)).toEqual(["sales"]);
  });

  test("a bad CSV imports nothing and names each wrong line and field", async () => {
    const answer = await post(
      importCars,
      `/console/api/dealerships/${otherDealershipId}/import`,
      "sb",
      { csv: "stocknum,make,model,year,car_type\nX1,Toyota,Yaris,twenty,used\nX2,Toyota,Yaris,2020,old" },
      { id: String(otherDealershipId) },
    );
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { rows: { where: string; fields: Record<string, string> }[] };
    expect(body.rows.map((r) => [r.where, Object.keys(r.fields)])).toEqual([
      ["line 2", ["year"]],
      ["line 3", ["car_type"]],
    ]);
    const unknown = await post(
      importCars,
      `/console/api/dealerships/${otherDealershipId}/import`,
      "sb",
      { csv: "stocknum,colour_of_sky\nX1,blue" },
      { id: String(otherDealershipId) },
    );
    expect(((await unknown.json()) as { error: { fields: { csv: string } } }).error.fields.csv).toMatch(
      /unknown column "colour_of_sky"/,
    );
  });

  test("other tenants' ids are 404 and role escalation is refused", async () => {
    const other = { id: String(otherDealershipId) };
    // Group A's admin: B's dealership and site do not exist for them.
    expect(
      (
        await post(
          rotateKey,
          `/console/api/dealerships/${otherDealershipId}/feed-key`,
          "ga",
          undefined,
          other,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          addLocation,
          `/console/api/dealerships/${otherDealershipId}/locations`,
          "ga",
          location("x"),
          other,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          importCars,
          `/console/api/dealerships/${otherDealershipId}/import`,
          "ga",
          { csv: carsCsv(1, "Z") },
          other,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(publish, `/console/api/sites/${otherSiteId}/publish`, "ga", undefined, {
          id: String(otherSiteId),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post(preview, `/console/api/sites/${otherSiteId}/preview`, "ga", undefined, {
          id: String(otherSiteId),
        })
      ).status,
    ).toBe(404);
    // A dealership in another group, or in none, by editing the request's group id.
    for (const dealer_group_id of [groupB, null, 999_999]) {
      const answer = await post(
        createDealership,
        "/console/api/dealerships",
        "ga",
        { name: "Sneaky", slug: `sneaky-${run}`, dealer_group_id },
        {},
      );
      expect(answer.status).toBe(404);
    }
    const site = {
      name: "Sneaky",
      slug: `sneaky${run}`,
      dealership_id: otherDealershipId,
      template: "dealer",
      market: "AU",
      theme: { primary: "#0b3d91", accent: "#b00020", font: "system" },
    };
    expect((await post(createSite, "/console/api/sites", "ga", site, {})).status).toBe(404);
    // Dealership staff import their own stock, but onboard nothing.
    expect(
      (
        await post(
          createDealership,
          "/console/api/dealerships",
          "sb",
          { name: "Mine", slug: `mine-${run}`, dealer_group_id: groupB },
          {},
        )
      ).status,
    ).toBe(403);
    expect((await post(createSite, "/console/api/sites", "sb", site, {})).status).toBe(403);
    expect(
      (
        await post(publish, `/console/api/sites/${otherSiteId}/publish`, "sb", undefined, {
          id: String(otherSiteId),
        })
      ).status,
    ).toBe(403);
    // A field a role may not set (the role, the tenant) is not a field at all.
    const extra = await post(
      createDealership,
      "/console/api/dealerships",
      "gb",
      { name: "Extra", slug: `extra-${run}`, dealer_group_id: groupB, feed_key_hash: "x" },
      {},
    );
    expect(extra.status).toBe(422);
  });

  test("hostile input: oversize fields, bodies over the limit, bad hours and positions, pale colours, forged Origin", async () => {
    const dealershipId = { id: String(otherDealershipId) };
    const long = await post(
      createGroup,
      "/console/api/groups",
      "op",
      { name: "x".repeat(121), slug: `ok-${run}` },
      {},
    );
    expect(((await long.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: "must be at most 120 characters",
    });
    const huge = await post(
      createGroup,
      "/console/api/groups",
      "op",
      { name: "x".repeat(5000), slug: `ok-${run}` },
      {},
    );
    expect(huge.status).toBe(413);
    const badSlug = await post(
      createGroup,
      "/console/api/groups",
      "op",
      { name: "Ok", slug: "Not A Slug!" },
      {},
    );
    expect(((await badSlug.json()) as { error: { fields: Record<string, string> } }).error.fields.slug).toBe(
      "must be lower-case letters, digits and hyphens",
    );

    const bad = await post(
      addLocation,
      `/console/api/dealerships/${otherDealershipId}/locations`,
      "gb",
      location("bad", {
        lat: 91,
        long: -181,
        opening_hours: [{ status: "open", open: "17:00", close: "08:00" }, ...HOURS.slice(1)],
      }),
      dealershipId,
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      lat: "must be between -90 and 90",
      long: "must be between -180 and 180",
      "opening_hours.0": "must close after it opens",
    });
    const sixDays = await post(
      addLocation,
      `/console/api/dealerships/${otherDealershipId}/locations`,
      "gb",
      location("six", { opening_hours: HOURS.slice(1) }),
      dealershipId,
    );
    expect(
      ((await sixDays.json()) as { error: { fields: Record<string, string> } }).error.fields.opening_hours,
    ).toBe("must give all seven days, Sunday first");

    const pale = await post(
      createSite,
      "/console/api/sites",
      "gb",
      {
        name: "Pale",
        slug: `pale${run}`,
        dealership_id: otherDealershipId,
        template: "nope",
        market: "UK",
        theme: { primary: "#ffff66", accent: "#0b3d91", font: "comic-sans" },
      },
      {},
    );
    const fields = ((await pale.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields["theme.primary"]).toMatch(/^is too pale on the white page \(1\.\d:1\); it needs 3:1$/);
    expect(Object.keys(fields).sort()).toEqual(["market", "template", "theme.font", "theme.primary"]);

    const forged = await call(
      createGroup,
      consoleRequest(
        "POST",
        "/console/api/groups",
        jar("op"),
        { name: "F", slug: `forged-${run}` },
        { origin: "http://evil.example" },
      ),
      {},
    );
    expect(forged.status).toBe(403);
    const bigCsv = await post(
      importCars,
      `/console/api/dealerships/${otherDealershipId}/import`,
      "sb",
      { csv: "x".repeat(4 * 1024 * 1024 + 2048) },
      dealershipId,
    );
    expect(bigCsv.status).toBe(413);
  });

  test("preview: a signed 30-minute link sets a cookie on the site's own host, for that site only", async () => {
    const slug = `prev${run}`;
    const made = await post(
      createSite,
      "/console/api/sites",
      "gb",
      {
        name: "Preview Me",
        slug,
        dealership_id: otherDealershipId,
        template: "used",
        market: "NZ",
        theme: { primary: "#0b3d91", accent: "#b00020", font: "inter" },
      },
      {},
    );
    const site = ((await made.json()) as { site: { id: number } }).site;
    const link = await post(preview, `/console/api/sites/${site.id}/preview`, "gb", undefined, {
      id: String(site.id),
    });
    const { url } = (await link.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^http://${slug}\\.localhost(:\\d+)?/console-preview\\?token=`));
    const token = defined(new URL(url).searchParams.get("token"), "token");
    expect(readPreviewToken(token)).toBe(site.id);
    expect(readPreviewToken(token, new Date(Date.now() + 31 * 60 * 1000))).toBeNull();
    expect(readPreviewToken(`${token.slice(0, -2)}xx`)).toBeNull();
    // Astro's pages read the same cookie from their own request (no draft mode there).
    expect(await getSiteForHostPreviewing(`${slug}.localhost`, token)).toMatchObject({
      id: site.id,
      published: false,
    });
    expect(await getSiteForHostPreviewing(`${slug}.localhost`, undefined)).toBeNull();
    expect(await getSiteForHostPreviewing(`${slug}.localhost`, previewToken(otherSiteId))).toBeNull();
    expect(await getSiteForHostPreviewing(`${slug}.localhost`, `${token.slice(0, -2)}xx`)).toBeNull();
    expect(
      readPreviewToken(
        previewToken(site.id).replace(
          /^[^.]+/,
          Buffer.from(`{"s":${otherSiteId},"e":9999999999}`).toString("base64url"),
        ),
      ),
    ).toBeNull();

    // Another site's host with this token: nothing there.
    const elsewhere = await openPreview(
      new Request(`http://obother${run}.localhost/console-preview?token=${token}`, {
        headers: { "x-forwarded-for": randomIp() },
      }),
      segment({ host: `obother${run}.localhost` }),
    );
    expect(elsewhere.status).toBe(404);
    const forged = await openPreview(
      new Request(`http://${slug}.localhost/console-preview?token=abc.def`),
      segment({ host: `${slug}.localhost` }),
    );
    expect(forged.status).toBe(404);
  });

  test("a logo goes through the platform's logo pipeline; a file that is not an image is refused", async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#b00020" } })
      .png()
      .toBuffer();
    const id = { id: String(otherSiteId) };
    const stored = await post(
      uploadLogo,
      `/console/api/sites/${otherSiteId}/logo`,
      "gb",
      { logo: png.toString("base64") },
      id,
    );
    expect(stored.status).toBe(200);
    const { logo } = (await stored.json()) as { logo: string };
    expect(logo).toMatch(/^\/media\/brand\//);
    expect(fs.existsSync(path.join(mediaDir, logo.replace(/^\/media\//, "")))).toBe(true);
    const [row] = await db.select({ logo: websites.logo }).from(websites).where(eq(websites.id, otherSiteId));
    expect(row?.logo).toBe(logo);

    const text = await post(
      uploadLogo,
      `/console/api/sites/${otherSiteId}/logo`,
      "gb",
      { logo: Buffer.from("hello").toString("base64") },
      id,
    );
    expect(text.status).toBe(422);
    expect(((await text.json()) as { error: { fields: Record<string, string> } }).error.fields.logo).toBe(
      "not a PNG, JPEG, WebP or SVG image",
    );
    expect(
      (
        await post(
          uploadLogo,
          `/console/api/sites/${otherSiteId}/logo`,
          "ga",
          { logo: png.toString("base64") },
          id,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          uploadLogo,
          `/console/api/sites/${otherSiteId}/logo`,
          "sb",
          { logo: png.toString("base64") },
          id,
        )
      ).status,
    ).toBe(403);
  });

  test("the sites list shows whether each site is published", async () => {
    const answer = await call(listSites, consoleRequest("GET", "/console/api/sites", jar("gb")), {});
    const { sites } = (await answer.json()) as { sites: { id: number; published: boolean }[] };
    expect(sites.find((s) => s.id === otherSiteId)?.published).toBe(true);
    expect(sites.some((s) => !s.published)).toBe(true);
  });
});
