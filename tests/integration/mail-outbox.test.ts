// The local mail outbox's search (GET /mail?q=), on PGlite (and PostgreSQL when
// TEST_DATABASE_URL is set): a mail is found by its recipient, subject or text, case ignored;
// the words match as typed (a "%" or "_" is no wildcard); the newest come first, at most 50.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "@/server/db/client";
import { mail_outbox } from "@/server/db/schema/all";
import { listOutboxMail, OUTBOX_SEARCH_MAX } from "@/server/leads/list-outbox-mail";
import { testDatabaseTargets } from "../support/test-databases";

const MAILS = [
  { to: "sales@harbourcity.example", subject: "New enquiry: 2021 Toyota RAV4", text: "From ann@example.com" },
  { to: "ann@example.com", subject: "Your reservation is confirmed", text: "A 100% refundable deposit" },
  { to: "service@redline.example", subject: "Service booking", text: "first_name: Bob" },
];

describe.each(testDatabaseTargets())("the outbox's search on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await database.db.insert(mail_outbox).values(MAILS);
  });
  afterAll(() => database?.close());

  const subjects = async (search?: string) =>
    (await listOutboxMail(database.db, { search })).map((mail) => mail.subject);

  test.each([
    ["no search: every mail, newest first", undefined, [MAILS[2], MAILS[1], MAILS[0]]],
    ["blank is no search", "   ", [MAILS[2], MAILS[1], MAILS[0]]],
    ["by recipient or text, case ignored", "ANN@example.com", [MAILS[1], MAILS[0]]],
    ["by subject", "rav4", [MAILS[0]]],
    ["a % is the character, not any text", "100%", [MAILS[1]]],
    ["an _ is the character, not any one letter", "first_name", [MAILS[2]]],
    ["a _ matches no other letter", "firstXname", []],
    ["nothing contains it", "nobody@example.com", []],
    ["a NUL is dropped, not a failed query", "ann@\0example.com", [MAILS[1], MAILS[0]]],
    ["a lone surrogate finds nothing, and does not fail", "ann\uD800", []],
  ])("%s", async (_name, search, expected) => {
    expect(await subjects(search)).toEqual(expected.map((mail) => mail?.subject));
  });

  test("a search longer than the limit is cut to it, not refused", async () => {
    expect(await subjects(`ann@example.com${"x".repeat(OUTBOX_SEARCH_MAX)}`)).toEqual([]);
    expect(await subjects(`${" ".repeat(OUTBOX_SEARCH_MAX)}ann@example.com`)).toHaveLength(2);
  });

  test("at most 50 mails, the newest", async () => {
    await database.db
      .insert(mail_outbox)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          to: `bulk${i}@example.com`,
          subject: `Bulk ${i}`,
          text: "bulk",
        })),
      );
    const bulk = await subjects("bulk");
    expect(bulk).toHaveLength(50);
    expect(bulk[0]).toBe("Bulk 59");
  });
});
