// SPEC 7 mock mode: with forms.mock_leads a site's forms post to /mock/leads, which checks a
// lead exactly like /api/leads and answers the same status and shape, but stores and
// delivers nothing.

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as postLead } from "@/app/site/[host]/api/leads/route";
import { PUT as putMockLead } from "@/app/site/[host]/mock/leads/[id]/route";
import { POST as postMockLead } from "@/app/site/[host]/mock/leads/route";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import {
  createTestSite,
  jsonRequest,
  leadBody,
  leadTableCounts,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { astroFormPagePost, postNoScriptForm } from "../support/no-script-form";
import { testDatabaseTargets } from "../support/test-databases";

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

describe.each(testDatabaseTargets())("mock leads on $name", (target) => {
  let database: Database;
  let db: Db;
  let mockSite: TestSite; // forms.mock_leads on
  let realSite: TestSite; // the same forms, real intake

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    mockSite = await createTestSite(db, { config: { forms: { captcha: false, mock_leads: true } } });
    realSite = await createTestSite(db, { config: { forms: { captcha: false } } });
  });
  afterAll(async () => {
    await database.close();
  });

  const mockPost = (body: unknown, s: TestSite = mockSite) =>
    postMockLead(jsonRequest(s, "POST", "/mock/leads", body), segment({ host: s.host }));
  const realPost = (body: unknown) =>
    postLead(jsonRequest(realSite, "POST", "/api/leads", body), segment({ host: realSite.host }));

  test("a valid lead is answered 201 {id, token} like /api/leads, and nothing is stored", async () => {
    const before = await leadTableCounts(db);
    const res = await mockPost(leadBody(mockSite));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(Number), token: expect.any(String) });
    expect(res.headers.get("x-forecourt-mock-lead")).toBe("nothing stored");
    expect(await leadTableCounts(db)).toEqual(before);
  });

  // The same body to both: the same status and, on error, the same field named.
  test.each<[string, Record<string, unknown>, number, Record<string, string>?]>([
    ["a complete lead", {}, 201],
    // SPEC 5: 'if name is missing ... and first_name exists, name becomes first_name'.
    ["an empty name with a first name", { name: "", first_name: "Ann" }, 201],
    ["a bad email", { email: "ann@" }, 422, { email: "invalid email address" }],
    ["a bad phone", { phone: "123" }, 422, { phone: "Invalid phone number. Must be an Australian number." }],
    ["a missing message", { message: " " }, 422, { message: "*This is a required field." }],
    ["an unknown form", { form_id: "nope" }, 422, { form_id: "Unknown form." }],
    [
      "a POST that names a lead id",
      { lead_id: 5 },
      422,
      { lead_id: expect.any(String) as unknown as string },
    ],
    [
      "another site's location",
      { location_id: 987654 },
      422,
      { location_id: expect.any(String) as unknown as string },
    ],
  ])("%s: /mock/leads answers as /api/leads does", async (_label, lead, status, fields) => {
    const before = await leadTableCounts(db);
    const mock = await mockPost(leadBody(mockSite, lead));
    expect(mock.status).toBe(status);
    const real = await realPost(leadBody(realSite, lead));
    expect(real.status).toBe(status);
    if (fields) {
      const [m, r] = [(await mock.json()) as ErrorBody, (await real.json()) as ErrorBody];
      expect(m.error.code).toBe("validation_failed");
      expect(m.error.fields).toEqual(expect.objectContaining(fields));
      expect(Object.keys(defined(m.error.fields, "m.error.fields"))).toEqual(
        Object.keys(defined(r.error.fields, "r.error.fields")),
      );
      expect(await leadTableCounts(db)).toEqual(before);
    }
  });

  test("a malformed body is 400 and an oversize one 413, as on /api/leads", async () => {
    expect((await mockPost("{lead:")).status).toBe(400);
    expect((await mockPost(leadBody(mockSite, { message: "x".repeat(70 * 1024) }))).status).toBe(413);
  });

  test("a later step goes to PUT /mock/leads/{id}: 200 {id}, checked, nothing stored", async () => {
    const before = await leadTableCounts(db);
    const put = (id: string, lead: Record<string, unknown>) =>
      putMockLead(
        jsonRequest(mockSite, "PUT", `/mock/leads/${id}`, leadBody(mockSite, lead)),
        segment({ host: mockSite.host, id }),
      );
    const ok = await put("1", { lead_id: 1 });
    expect([ok.status, await ok.json()]).toEqual([200, { id: 1 }]);
    const bad = await put("1", { lead_id: 1, email: "nope" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({ email: "invalid email address" });
    expect((await put("abc", {})).status).toBe(404);
    expect((await put("1", { lead_id: 2 })).status).toBe(422);
    expect(await leadTableCounts(db)).toEqual(before);
  });

  test("a site not in mock mode has no /mock/leads (404)", async () => {
    const res = await mockPost(leadBody(realSite), realSite);
    expect(res.status).toBe(404);
  });

  test("without JavaScript a mock-mode form is checked and redirected to /success, nothing stored", async () => {
    const before = await leadTableCounts(db);
    const plain = (fields: Record<string, string>) =>
      postNoScriptForm(astroFormPagePost, {
        host: mockSite.host,
        formId: "contact",
        fields,
        headers: { referer: `http://${mockSite.host}/contact` },
      });
    const fields = {
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.com",
      phone: "0412345678",
      message: "Hi",
      opt_in: "on",
    };
    const res = await plain(fields);
    expect(res.status).toBe(303);
    expect(res.location).toBe("/success?category=general-enquiry");
    expect((await plain({ ...fields, email: "nope" })).status).toBe(422);
    expect(await leadTableCounts(db)).toEqual(before);
  });
});
