// Hardening of the parsers, inputs and logs: each weakness reproduced against the real
// route handlers on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Every test is named
// after what it guards; each failed on the code before the fix (500s, stored rows, wrong codes).
process.env.CAPTCHA_MAX_NUMBER = "2000";
process.env.ANALYTICS_RATE_LIMIT = "3";

import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { Logger } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as postCarClarity } from "@/app/site/[host]/api/carClarityCustomer/route";
import { POST as postCarPhoneCall } from "@/app/site/[host]/api/events/car_phone_call/route";
import { POST as postEvent } from "@/app/site/[host]/api/events/route";
import { PUT as putLead } from "@/app/site/[host]/api/leads/[id]/route";
import { POST as postLead } from "@/app/site/[host]/api/leads/route";
import { POST as postWithFiles } from "@/app/site/[host]/api/leads/with-files/route";
import { POST as postPhoneReveal } from "@/app/site/[host]/api/phone-reveals/route";
import { defined } from "@/domain/defined";
import { WITH_FILES_BODY_LIMIT } from "@/domain/leads/lead-file-limits";
import { proxy } from "@/proxy";
import type { Database, Db } from "@/server/db/client";
import { analytics_events, cars, dealerships, leads } from "@/server/db/schema/all";
import { createFrontServer } from "@/server/front/front-server";
import { errorResponse } from "@/server/http/route-handler";
import { createLogger } from "@/server/log/logger";
import { existingSingleton, setSingleton } from "@/server/singleton";
import nextConfig from "../../next.config";
import {
  createTestSite,
  jsonRequest,
  leadBody,
  leadTableCounts,
  randomIp,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { astroFormPagePost, postNoScriptForm } from "../support/no-script-form";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-hardening-"));
process.env.MEDIA_DIR = mediaDir;
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

const PDF_HEADER = Buffer.from("%PDF-1.4\n%test\n");
function pdf(bytes: number): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(bytes);
  file.set(PDF_HEADER);
  return file;
}

function filesInMedia(): string[] {
  const root = path.join(mediaDir, "lead-files");
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String) : [];
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;

/**
 * A multipart request whose body is encoded up front, as a web server hands a route the bytes
 * it received. (A FormData body would be encoded lazily by undici, which on Node 24 throws an
 * unhandled "ReadableStream is already closed" when the route stops reading at its limit.)
 */
async function formRequest(
  site: TestSite,
  pathname: string,
  form: FormData,
  headers: Record<string, string> = {},
) {
  const encoded = new Response(form);
  return new Request(`http://${site.host}${pathname}`, {
    method: "POST",
    headers: {
      "x-forwarded-for": randomIp(),
      "content-type": encoded.headers.get("content-type") ?? "",
      ...headers,
    },
    body: await encoded.arrayBuffer(),
  });
}

function bracketForm(entries: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe.each(testDatabaseTargets())("hardened parsers and inputs on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite; // no captcha, an email destination and a car-clarity webhook, events on
  let otherSite: TestSite;
  let dealershipId: number;
  let ownCarId: number;
  let otherCarId: number;
  let otherLocationId: number;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, {
      config: {
        forms: { captcha: false },
        analytics: { events_endpoint: true },
        lead_destinations: [
          { kind: "email", to: ["sales@dealer.example"] },
          {
            kind: "webhook",
            url: "https://clarity.example/hook",
            secret: "clarity-secret-0123",
            channel: "car-clarity",
          },
        ],
      },
    });
    otherSite = await createTestSite(db, { config: { forms: { captcha: false } } });
    const ds = await db
      .select()
      .from(dealerships)
      .where(
        inArray(dealerships.slug, [
          defined(site.dealershipSlugs[0], "site.dealershipSlugs[0]"),
          defined(otherSite.dealershipSlugs[0], "otherSite.dealershipSlugs[0]"),
        ]),
      );
    dealershipId = defined(
      ds.find((d) => d.slug === site.dealershipSlugs[0]),
      "ds.find((d) => d.slug === site.dealershipSlugs[0])",
    ).id;
    const otherDealershipId = defined(
      ds.find((d) => d.slug === otherSite.dealershipSlugs[0]),
      "ds.find((d) => d.slug === otherSite.dealershipSlugs[0])",
    ).id;
    const [own] = await db
      .insert(cars)
      .values(carValues(dealershipId, { slug: `own-${site.slug}` }))
      .returning();
    const [foreign] = await db
      .insert(cars)
      .values(carValues(otherDealershipId, { slug: `foreign-${otherSite.slug}` }))
      .returning();
    ownCarId = defined(own, "own").id;
    otherCarId = defined(foreign, "foreign").id;
    otherLocationId = 1000 + otherDealershipId; // createTestSite's location ids
  }, 300_000);
  afterAll(async () => {
    await database.close();
  });

  const post = (s: TestSite, body: unknown, headers: Record<string, string> = {}) =>
    postLead(jsonRequest(s, "POST", "/api/leads", body, headers), segment({ host: s.host }));

  describe("The bracket parser is bounded", () => {
    test("Lead[visited_pages][200000000] is 422 naming the field, and nothing is stored", async () => {
      const before = await leadTableCounts(db);
      const res = await postWithFiles(
        await formRequest(
          site,
          "/api/leads/with-files",
          bracketForm([
            ["lead[name]", "x"],
            ["lead[visited_pages][200000000]", "a"],
          ]),
        ),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({
        "lead[visited_pages][200000000]": "a list index must be at most 1000",
      });
      expect(await leadTableCounts(db)).toEqual(before);
    });

    test("Lead[skipped_steps][1000000000][from] on /api/carClarityCustomer is 422", async () => {
      const res = await postCarClarity(
        await formRequest(
          site,
          "/api/carClarityCustomer",
          bracketForm([["lead[skipped_steps][1000000000][from]", "1"]]),
        ),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toHaveProperty(["lead[skipped_steps][1000000000][from]"]);
    });

    test("A gap in a list is 422 naming the field", async () => {
      const res = await postWithFiles(
        await formRequest(
          site,
          "/api/leads/with-files",
          bracketForm([
            ["lead[visited_pages][0]", "/"],
            ["lead[visited_pages][7]", "/x"],
          ]),
        ),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({
        "lead[visited_pages][7]": "list indexes must have no gaps: the next one here is 1",
      });
    });

    test("A dense bracket lead is still accepted", async () => {
      const lead = leadBody(site).lead as Record<string, unknown>;
      const entries: Array<[string, string]> = [];
      for (const [key, value] of Object.entries(lead)) {
        if (Array.isArray(value))
          for (const [i, v] of value.entries()) entries.push([`lead[${key}][${i}]`, String(v)]);
        else if (value !== null && typeof value === "object")
          for (const [k, v] of Object.entries(value)) entries.push([`lead[${key}][${k}]`, String(v)]);
        else if (value !== null) entries.push([`lead[${key}]`, String(value)]);
      }
      const res = await postWithFiles(
        await formRequest(site, "/api/leads/with-files", bracketForm(entries)),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(201);
    });
  });

  describe("NUL, lone surrogates, deep JSON and malformed escapes are 4xx, never 500", () => {
    test.each<[string, Record<string, unknown>, string]>([
      ["NUL in a lead's name", { name: "Ann\u0000Lee" }, "name"],
      ["A lone surrogate in a lead's message", { message: "hi \uD83D" }, "message"],
      ["NUL in a visited page", { visited_pages: ["/", "/a\u0000"] }, "visited_pages.1"],
    ])("%s → 422 naming %s, nothing stored", async (_label, fields, field) => {
      const before = await leadTableCounts(db);
      const res = await post(site, leadBody(site, fields));
      expect(res.status).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual([field]);
      expect(await leadTableCounts(db)).toEqual(before);
    });

    test("NUL in a PUT body → 422 naming the field", async () => {
      const created = (await (
        await post(site, leadBody(site, { form_completed: false, lead_status: "Incomplete" }))
      ).json()) as {
        id: number;
        token: string;
      };
      const res = await putLead(
        jsonRequest(site, "PUT", `/api/leads/${created.id}`, leadBody(site, { email: "a\u0000@b.c" }), {
          "X-Lead-Token": created.token,
        }),
        segment({ host: site.host, id: String(created.id) }),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toHaveProperty("email");
    });

    test("JSON nested 5,000 deep → 400, not a stack overflow", async () => {
      const deep = `{"lead":${"[".repeat(5000)}${"]".repeat(5000)}}`;
      const res = await post(site, deep);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("The JSON is nested more than 32 levels deep.");
    });

    test("NUL in a form field of /api/leads/with-files → 422 naming it", async () => {
      const res = await postWithFiles(
        await formRequest(site, "/api/leads/with-files", bracketForm([["lead[name]", "A\u0000"]])),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ "lead[name]": "must not contain a NUL character" });
    });

    test("An escaped NUL inside a JSON `lead` form field → 422 naming it", async () => {
      const form = bracketForm([["lead", JSON.stringify(leadBody(site, { postcode: "20\u000000" }).lead)]]);
      const res = await postWithFiles(
        await formRequest(site, "/api/leads/with-files", form),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ postcode: "must not contain a NUL character" });
    });

    test("NUL in a phone reveal, an event and a click to call → 422 naming the field", async () => {
      const reveal = await postPhoneReveal(
        jsonRequest(site, "POST", "/api/phone-reveals", {
          car_id: null,
          dealership_id: dealershipId,
          website_id: site.id,
          url: "/\u0000",
        }),
        segment({ host: site.host }),
      );
      expect(reveal.status).toBe(422);
      expect((await errorOf(reveal)).fields).toEqual({ url: "must not contain a NUL character" });
      const event = await postEvent(
        jsonRequest(site, "POST", "/api/events", {
          event: { website_slug: site.slug, url: "/", category: "x", event_properties: { note: "\uDC00" } },
        }),
        segment({ host: site.host }),
      );
      expect(event.status).toBe(422);
      expect((await errorOf(event)).fields).toEqual({
        "event_properties.note": "must not contain invalid Unicode (an unpaired surrogate)",
      });
      const call = await postCarPhoneCall(
        jsonRequest(site, "POST", "/api/events/car_phone_call", {
          website_id: site.id,
          label: "New Car",
          phone: "02\u0000",
        }),
        segment({ host: site.host }),
      );
      expect(call.status).toBe(422);
      expect((await errorOf(call)).fields).toEqual({ phone: "must not contain a NUL character" });
    });

    test("A malformed escape in the tenant host → 404 site_not_found, not 500", async () => {
      // The route segment as Next hands it over for `Host: a%zz.localhost`.
      const res = await postLead(
        jsonRequest(site, "POST", "/api/leads", leadBody(site)),
        segment({ host: "a%zz.localhost" }),
      );
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("site_not_found");
    });

    test("`Referer: http://[` on a form posted without JavaScript does not 500", async () => {
      const res = await postNoScriptForm(astroFormPagePost, {
        host: site.host,
        formId: "general-enquiry",
        fields: { name: "Ann Lee", email: "ann@example.com", phone: "0412 345 678" },
        headers: { referer: "http://[", "x-forwarded-for": randomIp() },
      });
      expect(res.status).toBeLessThan(500);
    });
  });

  describe("Uploads up to the documented 25 MB", () => {
    test("A 12 MB upload (two files) is stored", async () => {
      const form = bracketForm([["lead", JSON.stringify(leadBody(site, { has_files: true }).lead)]]);
      form.append("files[]", new Blob([pdf(6 * 1024 * 1024)], { type: "application/pdf" }), "a.pdf");
      form.append("files[]", new Blob([pdf(6 * 1024 * 1024)], { type: "application/pdf" }), "b.pdf");
      const res = await postWithFiles(
        await formRequest(site, "/api/leads/with-files", form),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(201);
    });

    test("A body over the limit is 413 naming the 25 MB limit, and nothing is stored", async () => {
      const before = { counts: await leadTableCounts(db), files: filesInMedia() };
      const form = bracketForm([["lead", JSON.stringify(leadBody(site, { has_files: true }).lead)]]);
      for (const name of ["a", "b", "c"]) {
        form.append("files[]", new Blob([pdf(9 * 1024 * 1024)], { type: "application/pdf" }), `${name}.pdf`);
      }
      const res = await postWithFiles(
        await formRequest(site, "/api/leads/with-files", form),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe(
        "The upload is too large: files may add up to 25 MB (each at most 10 MB).",
      );
      expect({ counts: await leadTableCounts(db), files: filesInMedia() }).toEqual(before);
    });
  });

  describe("Low-severity leaks and gaps", () => {
    test("A phone reveal or click to call naming another site's car_id is 422", async () => {
      const reveal = (car_id: number) =>
        postPhoneReveal(
          jsonRequest(site, "POST", "/api/phone-reveals", {
            car_id,
            dealership_id: dealershipId,
            website_id: site.id,
          }),
          segment({ host: site.host }),
        );
      expect((await reveal(ownCarId)).status).toBe(201);
      const foreign = await reveal(otherCarId);
      expect(foreign.status).toBe(422);
      expect((await errorOf(foreign)).fields).toEqual({ car_id: "is not a car of this site" });
      const call = await postCarPhoneCall(
        jsonRequest(site, "POST", "/api/events/car_phone_call", {
          website_id: site.id,
          car_id: otherCarId,
          label: "Used Car",
        }),
        segment({ host: site.host }),
      );
      expect(call.status).toBe(422);
      expect((await errorOf(call)).fields).toEqual({ car_id: "is not a car of this site" });
      const event = await postEvent(
        jsonRequest(site, "POST", "/api/events", {
          event: {
            website_slug: site.slug,
            url: "/",
            category: "x",
            event_properties: { car_id: otherCarId },
          },
        }),
        segment({ host: site.host }),
      );
      expect(event.status).toBe(422);
      expect((await errorOf(event)).fields).toEqual({
        "event_properties.car_id": "is not a car of this site",
      });
    });

    test("Analytics writes are rate limited per client and site (429 with Retry-After)", async () => {
      const ip = randomIp();
      const call = () =>
        postCarPhoneCall(
          jsonRequest(
            site,
            "POST",
            "/api/events/car_phone_call",
            { website_id: site.id, label: "New Car" },
            { "x-forwarded-for": ip },
          ),
          segment({ host: site.host }),
        );
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call()).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await call();
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      const rows = await db.select().from(analytics_events).where(eq(analytics_events.website_id, site.id));
      expect(rows.filter((r) => r.category === "car_phone_call").length).toBeGreaterThanOrEqual(3);
    });

    test("A lead naming another site's location_id is 422", async () => {
      const before = await leadTableCounts(db);
      const res = await post(site, leadBody(site, { location_id: otherLocationId }));
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ location_id: "is not a location of this site" });
      expect(await leadTableCounts(db)).toEqual(before);
    });

    test("PUT with a wrong token answers exactly like a lead that does not exist", async () => {
      const created = (await (
        await post(site, leadBody(site, { form_completed: false, lead_status: "Incomplete" }))
      ).json()) as {
        id: number;
      };
      const put = (id: number) =>
        putLead(
          jsonRequest(site, "PUT", `/api/leads/${id}`, leadBody(site), { "X-Lead-Token": "x".repeat(32) }),
          segment({ host: site.host, id: String(id) }),
        );
      const wrongToken = await put(created.id);
      const missing = await put(99_999_999);
      expect(wrongToken.status).toBe(404);
      expect(await wrongToken.json()).toEqual(await missing.json());
    });

    test("The JSON lead API refuses text/plain (415) and another site's Origin (403)", async () => {
      const before = await leadTableCounts(db);
      const plain = await post(site, JSON.stringify(leadBody(site)), { "content-type": "text/plain" });
      expect(plain.status).toBe(415);
      const crossOrigin = await post(site, leadBody(site), { origin: "https://evil.example" });
      expect(crossOrigin.status).toBe(403);
      expect(await leadTableCounts(db)).toEqual(before);
      const sameOrigin = await post(site, leadBody(site), { origin: `http://${site.host}` });
      expect(sameOrigin.status).toBe(201);
    });

    test("A filled honeypot answers like a success with a decoy that is not stored", async () => {
      const before = await leadTableCounts(db);
      const res = await post(site, leadBody(site, { contact_fax: "0299998888" }));
      expect(res.status).toBe(201);
      const decoy = (await res.json()) as { id: number; token: string };
      expect(decoy).toEqual({ id: expect.any(Number), token: expect.any(String) });
      expect(decoy.token).toHaveLength(32);
      expect(await leadTableCounts(db)).toEqual(before);
      expect(await db.select().from(leads).where(eq(leads.id, decoy.id))).toEqual([]);
      const plain = await postNoScriptForm(astroFormPagePost, {
        host: site.host,
        formId: "general-enquiry",
        fields: { name: "Bot", email: "bot@example.com", contact_fax: "1" },
        headers: { "x-forwarded-for": randomIp() },
      });
      expect(plain.status).toBe(303);
      expect(await leadTableCounts(db)).toEqual(before);
    });
  });
});

describe("Proxy.ts refuses what no route can decode", () => {
  const request = (url: string, init: { method?: string; host?: string } = {}) =>
    new NextRequest(url, {
      method: init.method ?? "GET",
      headers: { host: init.host ?? "harbourcity.localhost" },
    });

  test.each<[string, string, { method?: string; host?: string }, number]>([
    ["/%zz", "http://harbourcity.localhost/%zz", {}, 400],
    ["/cars/%zz", "http://harbourcity.localhost/cars/%zz", {}, 400],
    ["Host a%zz.localhost", "http://localhost/", { host: "a%zz.localhost" }, 400],
    [
      "A NUL in a search filter",
      "http://harbourcity.localhost/search/new-used-and-demo-cars?make=a%00b",
      {},
      400,
    ],
    ["A NUL in another filter", "http://harbourcity.localhost/pre-owned?body=%00", {}, 400],
    [
      "A NUL in a checkout return's reservation",
      "http://harbourcity.localhost/cars/x/checkout/return?reservation=a%00b",
      {},
      400,
    ],
  ])("%s → %s", async (_label, url, init, status) => {
    const res = await proxy(request(url, init));
    expect(res.status).toBe(status);
  });

  // A POST to a page is the no-JavaScript form's Server Action, which Next would answer
  // with a 500 for a body it cannot read or that is over its limit (the fuzzer found both).
  const post = (path: string, body: string, headers: Record<string, string>) =>
    new NextRequest(`http://harbourcity.localhost${path}`, {
      method: "POST",
      headers: { host: "harbourcity.localhost", ...headers },
      body,
    });
  const multipart = "multipart/form-data; boundary=x";
  /** A multipart form of these fields (boundary x). */
  const form = (fields: Record<string, string>) =>
    `${Object.entries(fields)
      .map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("")}--x--\r\n`;
  const ACTION_ID = "7f0c3a1b9d2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a80";
  const boundAction = (bound: string) =>
    form({
      $ACTION_REF_1: "",
      "$ACTION_1:0": JSON.stringify({ id: ACTION_ID, bound: "$@1" }),
      "$ACTION_1:1": bound,
      name: "Ann",
    });

  test.each<[string, string, string, Record<string, string>, number | "rewrite"]>([
    ["a malformed form to a page", "/contact", "YV31Y <)N", { "content-type": multipart }, 400],
    [
      "a malformed urlencoded body is still a form",
      "/contact",
      "a=%zz",
      { "content-type": "application/x-www-form-urlencoded" },
      "rewrite",
    ],
    [
      "a form over 64 KB to a page",
      "/contact",
      "x",
      { "content-type": multipart, "content-length": String(64 * 1024 + 1) },
      413,
    ],
    [
      "a page post without a length",
      "/contact",
      "",
      { "content-type": multipart, "content-length": "" },
      411,
    ],
    [
      "a script calling the form's action",
      "/contact",
      '["$@1"]',
      { "content-type": "text/plain", "next-action": "7098737a" },
      400,
    ],
    [
      "A cross-origin form post to a page",
      "/contact",
      form({ name: "Ann" }),
      { "content-type": multipart, origin: "http://evil.example" },
      403,
    ],
    [
      "A form post with an Origin that is not a URL",
      "/cars/x",
      form({ name: "Ann" }),
      { "content-type": multipart, origin: "http://[" },
      400,
    ],
    [
      "A form post from the site's own page",
      "/contact",
      form({ name: "Ann" }),
      { "content-type": multipart, origin: "http://harbourcity.localhost" },
      "rewrite",
    ],
    [
      "Bound arguments referring to a Map ($Q2)",
      "/contact",
      boundAction('["$Q2",null]'),
      { "content-type": multipart },
      400,
    ],
    ["A bound Blob ($B1)", "/contact", boundAction('["$B1"]'), { "content-type": multipart }, 400],
    [
      "A 3,000-deep bound array",
      "/contact",
      boundAction(`${"[".repeat(3000)}${"]".repeat(3000)}`),
      { "content-type": multipart },
      400,
    ],
    [
      "An unbound action call ($ACTION_ID_<id>)",
      "/contact",
      form({ [`$ACTION_ID_${ACTION_ID}`]: "", name: "Ann" }),
      { "content-type": multipart },
      400,
    ],
    [
      "The form's own bound action",
      "/contact",
      boundAction('["general-enquiry"]'),
      { "content-type": multipart },
      "rewrite",
    ],
    [
      "a well-formed form to a page",
      "/contact",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      { "content-type": multipart },
      "rewrite",
    ],
    [
      "a malformed form to a route handler (it answers for itself)",
      "/api/leads/with-files",
      "YV31Y <)N",
      { "content-type": multipart },
      "rewrite",
    ],
    [
      "A malformed form to an unknown path under a route's folder (a page renders it)",
      "/mock/leads/1/x",
      "YV31Y <)N",
      { "content-type": multipart },
      400,
    ],
    [
      "the purchase journey's step route",
      "/checkout-journey/step",
      "YV31Y <)N",
      { "content-type": multipart },
      "rewrite",
    ],
  ])("%s → %s", async (_label, path, body, headers, expected) => {
    const length = headers["content-length"] ?? String(Buffer.byteLength(body));
    const { "content-length": _given, ...rest } = headers;
    const res = await proxy(post(path, body, length === "" ? rest : { ...rest, "content-length": length }));
    if (expected === "rewrite") expect(res.headers.get("x-middleware-rewrite")).toContain(path);
    else expect(res.status).toBe(expected);
  });

  test("a well-formed request is rewritten to its tenant", async () => {
    const res = await proxy(request("http://harbourcity.localhost/cars/caf%C3%A9"));
    expect(res.headers.get("x-middleware-rewrite")).toContain("/site/harbourcity.localhost/cars/caf%C3%A9");
  });
});

test("TRACE / through the front server answers 405, and never reaches Next", async () => {
  let upstreamCalls = 0;
  const upstream = http.createServer((_req, res) => {
    upstreamCalls += 1;
    res.end("ok");
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const front = createFrontServer({
    upstreamPort: (upstream.address() as AddressInfo).port,
    microcacheMs: 0,
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port: (front.address() as AddressInfo).port, method: "TRACE", path: "/" },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(405);
    expect(upstreamCalls).toBe(0);
  } finally {
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  }
});

test("Next buffers more of a request body than the largest upload the route takes", () => {
  const limit = nextConfig.experimental?.proxyClientMaxBodySize;
  expect(typeof limit).toBe("number");
  expect(limit as number).toBeGreaterThan(WITH_FILES_BODY_LIMIT);
});

test("log item: an unexpected error is logged structured, without the lead in it", () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const previous = existingSingleton<Logger>("logger");
  setSingleton("logger", createLogger(stream));
  try {
    const error = new Error(
      'Failed query: insert into "leads" ("payload") values ($1)\nparams: {"name":"Ann Lee","email":"ann@example.com"}',
    );
    const res = errorResponse(error);
    expect(res.status).toBe(500);
  } finally {
    setSingleton("logger", previous);
  }
  const out = lines.join("");
  expect(JSON.parse(out)).toMatchObject({ level: 50, msg: "unhandled API error", err: { type: "Error" } });
  expect(out).not.toContain("ann@example.com");
  expect(out).not.toContain("Ann Lee");
});

test("A bad DATABASE_URL prints one clear line, no stack", { timeout: 120_000 }, async () => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"],
    {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        DATABASE_URL: "postgres://app:s3cret@127.0.0.1:1/forecourt",
        LOG_LEVEL: "silent",
      },
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  child.stdout.resume();
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const result = { status, stderr };
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^Forecourt cannot open PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/forecourt: /,
  );
  expect(result.stderr).not.toContain("s3cret");
  expect(result.stderr).not.toMatch(/^\s+at /m);
});
