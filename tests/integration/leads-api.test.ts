// Route-level tests of the lead API (SPEC 7, DESIGN 5): each bad input gets its clear JSON
// error and stores nothing; idempotent retries create one lead; another site's lead is not found.
process.env.CAPTCHA_MAX_NUMBER = "2000";

import { randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getCaptcha } from "@/app/site/[host]/api/captcha/route";
import { POST as postCarClarity } from "@/app/site/[host]/api/carClarityCustomer/route";
import { PUT as putLead } from "@/app/site/[host]/api/leads/[id]/route";
import { POST as postLead } from "@/app/site/[host]/api/leads/route";
import { POST as postWithFiles } from "@/app/site/[host]/api/leads/with-files/route";
import { defined } from "@/domain/defined";
import { formDefinitionById } from "@/domain/leads/forms/form-registry";
import { NoScriptAnswer } from "@/features/lead-form/no-script-answer";
import type { Database, Db } from "@/server/db/client";
import { lead_deliveries, lead_files, leads } from "@/server/db/schema/all";
import {
  createTestSite,
  jsonRequest,
  leadBody,
  leadTableCounts,
  segment,
  solveCaptcha,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { answerText, astroFormPagePost, postNoScriptForm } from "../support/no-script-form";
import { testDatabaseTargets } from "../support/test-databases";

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-media-"));
const leadFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-lead-files-"));
process.env.MEDIA_DIR = mediaDir;
process.env.LEAD_FILES_DIR = leadFilesDir;
afterAll(() => {
  fs.rmSync(mediaDir, { recursive: true, force: true });
  fs.rmSync(leadFilesDir, { recursive: true, force: true });
});

const PDF = new Uint8Array([...Buffer.from("%PDF-1.4\n%test\n"), 10]);
const PNG = new Uint8Array([0x89, ...Buffer.from("PNG\r\n\x1a\n"), 0, 0, 0, 0]);

describe.each(testDatabaseTargets())("lead API on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite; // no captcha, two destinations
  let captchaSite: TestSite; // captcha on (the default)
  let otherSite: TestSite;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, {
      config: {
        forms: { captcha: false },
        lead_destinations: [
          { kind: "email", to: ["sales@dealer.example"] },
          { kind: "adf", to: "crm@dealer.example" },
          {
            kind: "webhook",
            url: "https://clarity.example/hook",
            secret: "clarity-secret-0123",
            channel: "car-clarity",
          },
        ],
      },
    });
    captchaSite = await createTestSite(db, { phone: "02 9000 1234" });
    otherSite = await createTestSite(db, { config: { forms: { captcha: false } } });
  });
  afterAll(async () => {
    await database.close();
  });

  const post = (s: TestSite, body: unknown, headers: Record<string, string> = {}) =>
    postLead(jsonRequest(s, "POST", "/api/leads", body, headers), segment({ host: s.host }));
  const put = (s: TestSite, id: number | string, body: unknown, headers: Record<string, string> = {}) =>
    putLead(
      jsonRequest(s, "PUT", `/api/leads/${id}`, body, headers),
      segment({ host: s.host, id: String(id) }),
    );

  test("a valid lead is stored with one outbox row per destination and answers {id, token}", async () => {
    const before = await leadTableCounts(db);
    const res = await post(site, leadBody(site));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; token: string };
    expect(body).toEqual({ id: expect.any(Number), token: expect.any(String) });
    const [lead] = await db.select().from(leads).where(eq(leads.id, body.id));
    expect(lead).toMatchObject({ website_id: site.id, lead_status: "Complete", category: "General Enquiry" });
    expect(defined(lead, "lead").payload).toMatchObject({
      name: "Ann Lee",
      website_slug: site.slug,
      source: "Website",
    });
    const deliveries = await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, body.id));
    expect(deliveries.map((d) => d.destination.kind).sort()).toEqual(["adf", "email"]);
    expect(deliveries.every((d) => d.status === "pending" && d.prospect_status === "new")).toBe(true);
    const after = await leadTableCounts(db);
    expect(after.leads - before.leads).toBe(1);
  });

  describe("Where the lead came from", () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const touch = (patch: Record<string, unknown> = {}) => ({
      at,
      landing_page: "/cars/hilux?gclid=Cj0KCQ-abc&utm_source=google&utm_medium=cpc",
      referrer: "www.google.com",
      click_ids: { gclid: "Cj0KCQ-abc" },
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
      ...patch,
    });

    test("the lead stores its first and last touch with the derived source", async () => {
      const first = touch({ referrer: "www.bing.com", click_ids: {}, utm: {}, landing_page: "/" });
      const res = await post(
        site,
        leadBody(site, { attribution: { first_touch: first, last_touch: touch() } }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      expect(defined(lead, "lead").payload.attribution).toEqual({
        first_touch: first,
        last_touch: touch(),
        source: { type: "paid", network: "Google Ads", detail: "gclid" },
      });
    });

    test("a hostile value of the right shape is dropped and the lead taken", async () => {
      const res = await post(
        site,
        leadBody(site, {
          attribution: {
            first_touch: null,
            last_touch: touch({ click_ids: { gclid: "<script>x</script>" } }),
          },
        }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      const stored = defined(lead, "lead").payload.attribution as { last_touch: { click_ids: object } };
      expect(stored.last_touch.click_ids).toEqual({});
    });

    test("a shape no browser sends is refused naming the field, and nothing is stored", async () => {
      const before = await leadTableCounts(db);
      const res = await post(
        site,
        leadBody(site, { attribution: { last_touch: touch({ utm: { utm_campaign: "x".repeat(201) } }) } }),
      );
      expect(res.status).toBe(422);
      expect(
        ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields,
      ).toHaveProperty("attribution.last_touch.utm.utm_campaign");
      expect(await leadTableCounts(db)).toEqual(before);
    });
  });

  describe("bad input: a clear JSON error and nothing stored", () => {
    const cases: Array<[string, () => Promise<Response>, number, string, Record<string, string>?]> = [
      ["malformed JSON", () => post(site, "{lead:"), 400, "invalid_json"],
      ["an empty body", () => post(site, ""), 400, "invalid_json"],
      [
        "not wrapped in lead",
        () => post(site, { name: "Ann" }),
        422,
        "validation_failed",
        { lead: expect.any(String) },
      ],
      [
        "a wrong type",
        () => post(site, leadBody(site, { step_number: "two" })),
        422,
        "validation_failed",
        { step_number: expect.any(String) },
      ],
      [
        "a bad email",
        () => post(site, leadBody(site, { email: "ann@" })),
        422,
        "validation_failed",
        { email: "invalid email address" },
      ],
      [
        "a bad phone",
        () => post(site, leadBody(site, { phone: "123" })),
        422,
        "validation_failed",
        { phone: "Invalid phone number. Must be an Australian number." },
      ],
      [
        "a missing message",
        () => post(site, leadBody(site, { message: " " })),
        422,
        "validation_failed",
        { message: "*This is a required field." },
      ],
      [
        "an unknown form",
        () => post(site, leadBody(site, { form_id: "nope" })),
        422,
        "validation_failed",
        { form_id: "Unknown form." },
      ],
      [
        "an oversize body",
        () => post(site, leadBody(site, { message: "x".repeat(70 * 1024) })),
        413,
        "payload_too_large",
      ],
      [
        "an unknown site",
        () =>
          postLead(
            jsonRequest({ host: "nobody.localhost" }, "POST", "/api/leads", leadBody(site)),
            segment({ host: "nobody.localhost" }),
          ),
        404,
        "site_not_found",
      ],
      [
        "no captcha where the site asks for one",
        () => post(captchaSite, leadBody(captchaSite)),
        403,
        "captcha_required",
      ],
      [
        "a garbage captcha",
        () => post(captchaSite, leadBody(captchaSite, {}, { altcha: "bm9wZQ==" })),
        403,
        "captcha_failed",
      ],
      [
        "a POST that names a lead id",
        () => post(site, leadBody(site, { lead_id: 5 })),
        422,
        "validation_failed",
        { lead_id: expect.any(String) },
      ],
    ];
    test.each(cases)("%s → %s %s", async (_label, send, status, code, fields) => {
      const before = await leadTableCounts(db);
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as {
        error: { code: string; message: string; fields?: Record<string, string> };
      };
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(5);
      if (fields) expect(body.error.fields).toEqual(expect.objectContaining(fields));
      expect(await leadTableCounts(db)).toEqual(before);
    });

    test("every invalid field is named in one answer, not the first one only", async () => {
      const before = await leadTableCounts(db);
      const res = await post(
        site,
        leadBody(site, {
          form_id: "sell-my-car",
          category: "Sell My Car Enquiry",
          first_name: "Ann2",
          email: "ann@",
          phone: "123",
          postcode: "20000",
          step_number: "zero",
        }),
      );
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(body.error.fields).toEqual(
        expect.objectContaining({
          step_number: expect.any(String),
          first_name: "Please use alphabetical characters only.",
          email: "invalid email address",
          phone: "Invalid phone number. Must be an Australian number.",
          postcode: "Invalid postcode. Please enter a 4-digit number.",
        }),
      );
      expect(body.error.message).toBe(`${Object.keys(body.error.fields).length} fields are invalid`);
      expect(await leadTableCounts(db)).toEqual(before);
    });
  });

  describe("Idempotency-Key", () => {
    test("the same key and body give the first answer and create one lead", async () => {
      const before = await leadTableCounts(db);
      const body = leadBody(site, { message: "idempotent one" });
      const first = await post(site, body, { "Idempotency-Key": "key-same-1" });
      const again = await post(site, body, { "Idempotency-Key": "key-same-1" });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      const after = await leadTableCounts(db);
      expect(after.leads - before.leads).toBe(1);
      expect(after.lead_deliveries - before.lead_deliveries).toBe(2);
    });

    test("the same body in another key order is the same request", async () => {
      const body = leadBody(site, { message: "key order" });
      const reordered = { lead: Object.fromEntries(Object.entries(body.lead).reverse()) };
      const a = await (await post(site, body, { "Idempotency-Key": "key-order" })).json();
      const b = await (await post(site, reordered, { "Idempotency-Key": "key-order" })).json();
      expect(b).toEqual(a);
    });

    test("the same key with another body is refused with 422 idempotency_key_reused", async () => {
      await post(site, leadBody(site, { message: "first body" }), { "Idempotency-Key": "key-reused" });
      const before = await leadTableCounts(db);
      const res = await post(site, leadBody(site, { message: "other body" }), {
        "Idempotency-Key": "key-reused",
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("idempotency_key_reused");
      expect(await leadTableCounts(db)).toEqual(before);
    });

    test("ten concurrent retries with one key create one lead", async () => {
      const before = await leadTableCounts(db);
      const body = leadBody(site, { message: "concurrent" });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(site, body, { "Idempotency-Key": "key-concurrent" }).then((r) => r.json()),
        ),
      );
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect((await leadTableCounts(db)).leads - before.leads).toBe(1);
    });

    test("a key is per site: another site may use the same key", async () => {
      const a = (await (await post(site, leadBody(site), { "Idempotency-Key": "shared-key" })).json()) as {
        id: number;
      };
      const b = (await (
        await post(otherSite, leadBody(otherSite), { "Idempotency-Key": "shared-key" })
      ).json()) as {
        id: number;
      };
      expect(b.id).not.toBe(a.id);
    });
  });

  describe("captcha (ALTCHA proof of work)", () => {
    const challenge = async (s: TestSite) =>
      (await (
        await getCaptcha(new Request(`http://${s.host}/api/captcha`), segment({ host: s.host }))
      ).json()) as {
        algorithm: string;
        challenge: string;
        salt: string;
        signature: string;
        maxnumber: number;
      };

    test("a solved challenge is accepted once; a replay for another lead is refused", async () => {
      const solved = await solveCaptcha(await challenge(captchaSite));
      const ok = await post(captchaSite, leadBody(captchaSite, {}, { altcha: solved }));
      expect(ok.status).toBe(201);
      const same = await post(captchaSite, leadBody(captchaSite, {}, { altcha: solved }));
      expect(await same.json()).toEqual(await ok.clone().json());
      const replay = await post(
        captchaSite,
        leadBody(captchaSite, { message: "another lead" }, { altcha: solved }),
      );
      expect(replay.status).toBe(403);
      expect(((await replay.json()) as { error: { code: string } }).error.code).toBe("captcha_failed");
    });

    test("a solution for another site's challenge is refused", async () => {
      const solved = await solveCaptcha(await challenge(site));
      const res = await post(captchaSite, leadBody(captchaSite, {}, { altcha: solved }));
      expect(res.status).toBe(403);
    });

    test("a tampered solution is refused", async () => {
      const solved = JSON.parse(
        Buffer.from(await solveCaptcha(await challenge(captchaSite)), "base64").toString(),
      );
      solved.number += 1;
      const res = await post(
        captchaSite,
        leadBody(captchaSite, {}, { altcha: Buffer.from(JSON.stringify(solved)).toString("base64") }),
      );
      expect(res.status).toBe(403);
    });
  });

  describe("PUT /api/leads/{id}", () => {
    const finance = (s: TestSite, step: number, complete: boolean, lead: Record<string, unknown> = {}) =>
      leadBody(s, {
        form_id: "finance",
        category: "Finance Enquiry",
        lead_status: complete ? "Complete" : "Incomplete",
        form_completed: complete,
        step_number: step,
        vehiclePriceBudget: "25000",
        loan_term: "60",
        employment_status: "Full Time",
        time_in_employment: "1 to 2 years",
        annual_income: "90000",
        postcode: "2000",
        privacy_consent: true,
        credit_check_consent: true,
        message: undefined,
        ...(complete
          ? {}
          : { name: "", first_name: undefined, last_name: undefined, email: undefined, phone: undefined }),
        ...lead,
      });

    test("a partial POST, then PUTs, make one lead that ends Complete", async () => {
      const before = await leadTableCounts(db);
      const created = (await (await post(site, finance(site, 0, false))).json()) as {
        id: number;
        token: string;
      };
      const token = { "X-Lead-Token": created.token };
      const step1 = await put(site, created.id, finance(site, 1, false, { lead_id: created.id }), token);
      expect(step1.status).toBe(200);
      expect(await step1.json()).toEqual({ id: created.id });
      const final = await put(site, created.id, finance(site, 2, true, { lead_id: created.id }), token);
      expect(final.status).toBe(200);
      const [lead] = await db.select().from(leads).where(eq(leads.id, created.id));
      expect(lead).toMatchObject({
        lead_status: "Complete",
        form_completed: true,
        step_number: 2,
        category: "Finance Enquiry",
      });
      expect(defined(lead, "lead").payload).toMatchObject({
        name: "Ann Lee",
        employment_status: "Full Time",
        vehiclePriceBudget: 25000,
      });
      const after = await leadTableCounts(db);
      expect(after.leads - before.leads).toBe(1);
      // Partial steps are not delivered on this site; the completed lead is, once per destination.
      expect(after.lead_deliveries - before.lead_deliveries).toBe(2);
    });

    test("another site's lead is not found, and nothing changes", async () => {
      const created = (await (await post(site, finance(site, 0, false))).json()) as {
        id: number;
        token: string;
      };
      const res = await put(otherSite, created.id, finance(otherSite, 1, false), {
        "X-Lead-Token": created.token,
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("lead_not_found");
      const [lead] = await db.select().from(leads).where(eq(leads.id, created.id));
      expect(defined(lead, "lead").step_number).toBe(0);
    });

    test.each<[string, Record<string, string>, number, string]>([
      // A wrong token is the same 404 as a lead that does not exist.
      ["no token", {}, 404, "lead_not_found"],
      ["another lead's token", { "X-Lead-Token": "x".repeat(32) }, 404, "lead_not_found"],
    ])("%s → %s %s", async (_label, headers, status, code) => {
      const created = (await (await post(site, finance(site, 0, false))).json()) as { id: number };
      const res = await put(site, created.id, finance(site, 1, false), headers);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    });

    test("a missing lead id is not found", async () => {
      expect((await put(site, 99999999, finance(site, 1, false))).status).toBe(404);
      expect((await put(site, "abc", finance(site, 1, false))).status).toBe(404);
    });

    test("a completed lead cannot be changed (409), but an idempotent retry of its final PUT still answers", async () => {
      const created = (await (await post(site, finance(site, 0, false))).json()) as {
        id: number;
        token: string;
      };
      const headers = { "X-Lead-Token": created.token, "Idempotency-Key": `final-${created.id}` };
      const body = finance(site, 2, true);
      expect((await put(site, created.id, body, headers)).status).toBe(200);
      expect((await put(site, created.id, body, headers)).status).toBe(200);
      const res = await put(site, created.id, finance(site, 2, true, { message: "changed" }), {
        "X-Lead-Token": created.token,
      });
      expect(res.status).toBe(409);
    });

    test("an invalid step is refused with the field named, and the lead is unchanged", async () => {
      const created = (await (await post(site, finance(site, 0, false))).json()) as {
        id: number;
        token: string;
      };
      const res = await put(site, created.id, finance(site, 1, false, { employment_status: "" }), {
        "X-Lead-Token": created.token,
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        employment_status: "*This is a required field.",
      });
    });
  });

  describe("POST /api/leads/with-files", () => {
    const multipart = (
      s: TestSite,
      files: Array<[string, Blob, string]>,
      lead: Record<string, unknown> = {},
    ) => {
      const form = new FormData();
      form.set(
        "lead",
        JSON.stringify(
          leadBody(s, { form_id: "careers", category: "Careers Enquiry", has_files: true, ...lead }).lead,
        ),
      );
      for (const [field, blob, name] of files) form.append(field, blob, name);
      return postWithFiles(
        new Request(`http://${s.host}/api/leads/with-files`, {
          method: "POST",
          body: form,
          headers: { "x-forwarded-for": "10.9.9.9" },
        }),
        segment({ host: s.host }),
      );
    };

    test("Allowed files are stored under LEAD_FILES_DIR (not the public MEDIA_DIR) with random download ids", async () => {
      const res = await multipart(site, [
        ["resume", new Blob([PDF], { type: "application/pdf" }), "cv.pdf"],
        ["resume", new Blob([PNG], { type: "image/png" }), "photo.png"],
      ]);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const files = await db.select().from(lead_files).where(eq(lead_files.lead_id, id));
      expect(files.map((f) => [f.filename, f.content_type])).toEqual([
        ["cv.pdf", "application/pdf"],
        ["photo.png", "image/png"],
      ]);
      for (const file of files) {
        expect(file.download_id).toMatch(/^[\w-]{22}$/);
        expect(file.storage_path).toBe(`${site.id}/${file.download_id}`);
        expect(fs.existsSync(path.join(leadFilesDir, file.storage_path))).toBe(true);
      }
      expect(defined(files[0], "files[0]").download_id).not.toBe(defined(files[1], "files[1]").download_id);
      // Nothing a shopper sent lands in the directory the public /media route serves.
      expect(fs.readdirSync(mediaDir, { recursive: true })).toEqual([]);
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      // SPEC 5: a Careers Enquiry is sent as General Enquiry / Career Enquiry.
      expect(defined(lead, "lead").payload).toMatchObject({
        category: "General Enquiry",
        subcategory: "Career Enquiry",
        has_files: true,
      });
    });

    test("bracket-notation form fields work as well as a JSON lead field", async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(leadBody(site).lead)) {
        if (Array.isArray(value)) for (const v of value) form.append(`lead[${key}][]`, String(v));
        else if (value !== null && typeof value === "object")
          for (const [k, v] of Object.entries(value)) form.append(`lead[${key}][${k}]`, String(v));
        else if (value !== null) form.append(`lead[${key}]`, String(value));
      }
      const res = await postWithFiles(
        new Request(`http://${site.host}/api/leads/with-files`, { method: "POST", body: form }),
        segment({ host: site.host }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
    });

    test.each<[string, Array<[string, Blob, string]>, number, string]>([
      [
        "a script renamed to .pdf",
        [["resume", new Blob(["#!/bin/sh\necho hi"], { type: "application/pdf" }), "cv.pdf"]],
        415,
        "unsupported_media_type",
      ],
      [
        "a PDF declared as an image",
        [["resume", new Blob([PDF], { type: "image/png" }), "cv.png"]],
        415,
        "unsupported_media_type",
      ],
      [
        "a file over 10 MB",
        [
          [
            "resume",
            new Blob([PDF, new Uint8Array(10 * 1024 * 1024)], { type: "application/pdf" }),
            "big.pdf",
          ],
        ],
        413,
        "payload_too_large",
      ],
    ])("%s → %s and nothing stored", async (_label, files, status, code) => {
      const before = await leadTableCounts(db);
      const filesBefore = fs.readdirSync(mediaDir, { recursive: true }).length;
      const res = await multipart(site, files);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
      expect(await leadTableCounts(db)).toEqual(before);
      expect(fs.readdirSync(mediaDir, { recursive: true }).length).toBe(filesBefore);
    });

    test("a JSON body is refused with 415", async () => {
      const res = await postWithFiles(
        jsonRequest(site, "POST", "/api/leads/with-files", leadBody(site)),
        segment({ host: site.host }),
      );
      expect(res.status).toBe(415);
    });
  });

  describe("POST /api/carClarityCustomer", () => {
    const send = (s: TestSite) => {
      const form = new FormData();
      form.set("lead", JSON.stringify(leadBody(s).lead));
      return postCarClarity(
        new Request(`http://${s.host}/api/carClarityCustomer`, { method: "POST", body: form }),
        segment({ host: s.host }),
      );
    };

    test("the lead goes only to the car-clarity destination", async () => {
      const res = await send(site);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const deliveries = await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id));
      expect(deliveries.map((d) => d.destination.kind)).toEqual(["webhook"]);
    });

    test("a site without one answers 404 destination_not_configured and stores nothing", async () => {
      const before = await leadTableCounts(db);
      const res = await send(otherSite);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        "destination_not_configured",
      );
      expect(await leadTableCounts(db)).toEqual(before);
    });
  });

  test("rate limit: 429 with Retry-After once a client exceeds the limit for a site", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    let last: Response | undefined;
    for (let i = 0; i < 61; i++) last = await post(otherSite, "{bad", headers);
    expect(defined(last, "last").status).toBe(429);
    expect(Number(defined(last, "last").headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await defined(last, "last").json()) as { error: { code: string } }).error.code).toBe(
      "rate_limited",
    );
    // Another client is not affected.
    expect((await post(otherSite, "{bad")).status).toBe(400);
  });

  describe("a form posted without JavaScript (to its page)", () => {
    const plain = (s: TestSite, formId: string, fields: Record<string, string>) =>
      postNoScriptForm(astroFormPagePost, {
        host: s.host,
        formId,
        fields,
        headers: { referer: `http://${s.host}/contact` },
      });
    const fields = {
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.com",
      phone: "0412345678",
      message: "Hi",
      opt_in: "on",
    };

    test("a plain form post is stored and answered 303 to /success, or answered with the field to fix", async () => {
      const astro = (changes: Record<string, string>) => plain(site, "contact", { ...fields, ...changes });
      const before = await leadTableCounts(db);
      const sent = await astro({});
      expect(sent.status).toBe(303);
      expect(sent.location).toBe("/success?category=general-enquiry");
      expect((await leadTableCounts(db)).leads - before.leads).toBe(1);
      const refused = await astro({ phone: "1234", __step: "0" });
      expect(refused.status).toBe(422);
      expect(answerText(refused)).toContain("Invalid phone number. Must be an Australian number.");
      expect(refused.answer?.values).toMatchObject({ phone: "1234", first_name: "Ann" });
      expect(refused.answer?.values).not.toHaveProperty("__step");
    });

    test("Without JavaScript the form page's click id and campaign come with the lead", async () => {
      const res = await postNoScriptForm(astroFormPagePost, {
        host: site.host,
        formId: "contact",
        fields,
        headers: { referer: `http://${site.host}/contact?gclid=G-1&utm_source=google&utm_medium=cpc` },
      });
      expect(res.status).toBe(303);
      const [lead] = await db
        .select()
        .from(leads)
        .where(eq(leads.website_id, site.id))
        .orderBy(desc(leads.id))
        .limit(1);
      expect(defined(lead, "lead").payload.attribution).toMatchObject({
        last_touch: {
          landing_page: "/contact?gclid=G-1&utm_source=google&utm_medium=cpc",
          click_ids: { gclid: "G-1" },
          utm: { utm_source: "google", utm_medium: "cpc" },
        },
        source: { type: "paid", network: "Google Ads", detail: "gclid" },
      });
    });

    test("the summary a refused post comes back with says each error once", async () => {
      const res = await plain(site, "contact", { ...fields, phone: "1234" });
      const answer = defined(res.answer, "the refused post's answer");
      const summary = renderToStaticMarkup(
        createElement(NoScriptAnswer, {
          answer,
          definition: defined(formDefinitionById("contact"), "the contact form"),
          formKey: "contact-form",
        }),
      );
      expect(summary.split("Invalid phone number. Must be an Australian number.")).toHaveLength(2);
      expect(summary).toContain('href="#contact-form-phone"');
    });

    test("without JavaScript a captcha site still takes the enquiry, a few an hour per client", async () => {
      // A client address of its own: on PostgreSQL the limiter's counters live in a shared
      // table for an hour, and site ids repeat across test databases and runs.
      const client = `2001:db8::${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
      const noScript = (n: number) =>
        postNoScriptForm(astroFormPagePost, {
          host: captchaSite.host,
          formId: "contact",
          fields: { ...fields, email: `noscript${n}@example.com` },
          headers: { referer: `http://${captchaSite.host}/contact`, "x-forwarded-for": client },
        });
      const before = await leadTableCounts(db);
      for (let n = 1; n <= 3; n++) {
        const res = await noScript(n);
        expect(res.status, `enquiry ${n}`).toBe(303);
        expect(res.location).toMatch(/^\/success\?/);
      }
      expect((await leadTableCounts(db)).leads - before.leads).toBe(3);
      // The fourth within the hour: the form again saying why, with what was typed, nothing stored.
      const refused = await noScript(4);
      expect(refused.status).toBe(429);
      expect(refused.answer?.message).toMatch(/too many/i);
      expect(refused.answer?.values).toMatchObject({ email: "noscript4@example.com", opt_in: true });
      expect(refused.answer?.values).not.toHaveProperty("altcha");
      expect((await leadTableCounts(db)).leads - before.leads).toBe(3);
    });

    test.each<[string, () => ReturnType<typeof plain>, number, string]>([
      [
        "a bad email",
        () => plain(site, "contact", { ...fields, email: "nope" }),
        422,
        "invalid email address",
      ],
      [
        "a made-up spam-check token on a site that asks for the captcha",
        () => plain(captchaSite, "contact", { ...fields, altcha: "bm90LWEtdG9rZW4=" }),
        403,
        "The spam check failed",
      ],
      ["a form that does not exist", () => plain(site, "no-such-form", fields), 404, "no such form"],
      [
        "a multi-step form's step outside the form",
        () => plain(site, "finance", { __step: "7", vehiclePriceBudget: "30000" }),
        422,
        "__step",
      ],
      [
        "a later step that names no lead",
        () => plain(site, "finance", { __step: "1", employment_status: "Casual" }),
        422,
        "__lead_id",
      ],
      [
        "a later step with another lead's token",
        () =>
          plain(site, "finance", {
            __step: "1",
            __lead_id: "1",
            __lead_token: "A".repeat(32),
            employment_status: "Casual",
          }),
        404,
        "There is no such lead on this site.",
      ],
    ])("%s → the form again saying why, nothing stored", async (_label, send, status, text) => {
      const before = await leadTableCounts(db);
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.location).toBeNull();
      expect(answerText(res)).toContain(text);
      expect(await leadTableCounts(db)).toEqual(before);
    });
  });

  // The intake an Astro form page runs (answer-no-script-post.ts).
  test("without JavaScript a multi-step form is sent step by step, each step kept in the lead", async () => {
    const post = (fields: Record<string, string>) =>
      postNoScriptForm(astroFormPagePost, {
        host: site.host,
        formId: "finance",
        fields,
        headers: { referer: `http://${site.host}/finance-enquiry?vehiclePriceBudget=32000` },
      });
    const stored = async (id: number) =>
      defined(
        (await db.select().from(leads).where(eq(leads.id, id)))[0],
        "(db.select().from(leads).where(eq(leads.id, id)))[0]",
      );

    // Step 1 of 3 creates the incomplete lead (SPEC 4) and shows step 2 on the same page. A
    // forged page path is not followed: the referer's path is used instead.
    const first = await post({
      __step: "0",
      __page: "//elsewhere.example/x",
      vehiclePriceBudget: "32000",
      loan_term: "36",
    });
    expect(first.status).toBe(303);
    const next = new URL(defined(first.location, "first.location"), `http://${site.host}`);
    expect(next.pathname).toBe("/finance-enquiry");
    expect(next.searchParams.get("step")).toBe("1");
    const id = Number(next.searchParams.get("lead_id"));
    const token = defined(next.searchParams.get("lead_token"), "next.searchParams.get('lead_token')");
    expect(await stored(id)).toMatchObject({
      lead_status: "Incomplete",
      step_number: 0,
      form_completed: false,
    });

    // Step 2 carries only its own fields; the server checks them with what the lead holds.
    const second = await post({
      __step: "1",
      __lead_id: String(id),
      __lead_token: token,
      __page: "/finance-enquiry",
      employment_status: "Casual",
      time_in_employment: "1 to 2 years",
      annual_income: "70000",
    });
    expect(second.status).toBe(303);
    expect(second.location).toBe(`/finance-enquiry?step=2&lead_id=${id}&lead_token=${token}`);
    expect(await stored(id)).toMatchObject({ lead_status: "Incomplete", step_number: 1 });

    // A mistake on the last step: named, and the lead is left as it was.
    const wrong = await post({
      __step: "2",
      __lead_id: String(id),
      __lead_token: token,
      first_name: "Ann",
      last_name: "Lee",
      email: "nope",
      phone: "0412345678",
      postcode: "2000",
      "where-did-you-hear-about-us": "Other",
      opt_in: "on",
    });
    expect(wrong.status).toBe(422);
    expect(answerText(wrong)).toContain("invalid email address");
    // What was typed comes back to fill the step again.
    expect(wrong.answer?.values).toMatchObject({ first_name: "Ann", email: "nope", opt_in: true });
    expect(await stored(id)).toMatchObject({ lead_status: "Incomplete", step_number: 1 });

    const done = await post({
      __step: "2",
      __lead_id: String(id),
      __lead_token: token,
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.com",
      phone: "0412345678",
      postcode: "2000",
      "where-did-you-hear-about-us": "Other",
      privacy_consent: "on",
      credit_check_consent: "on",
      opt_in: "on",
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe("/success?category=finance-enquiry");
    const lead = await stored(id);
    expect(lead).toMatchObject({ lead_status: "Complete", form_completed: true, step_number: 2 });
    // One lead holds every step's answers.
    expect(lead.payload).toMatchObject({
      loan_term: "36",
      employment_status: "Casual",
      email: "ann@example.com",
      name: "Ann Lee",
      // The consent given is recorded with the lead, in the words shown.
      privacy_consent: true,
      credit_check_consent: true,
      consent: {
        privacy_consent: expect.stringContaining("(/privacy-policy)"),
        credit_check_consent: expect.stringContaining("from a credit reporting body"),
        given_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(lead.payload.vehiclePriceBudget).toBeTruthy();
    // A finished enquiry cannot be changed through its old step links.
    const again = await post({
      __step: "2",
      __lead_id: String(id),
      __lead_token: token,
      first_name: "Bob",
      last_name: "Lee",
      email: "bob@example.com",
      phone: "0412345678",
      postcode: "2000",
      "where-did-you-hear-about-us": "Other",
      privacy_consent: "on",
      credit_check_consent: "on",
    });
    expect(again.status).toBe(409);
  });
});
