import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { createLogger, serializeError } from "@/server/log/logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(stream), text: () => lines.join("") };
}

const SHOPPER = {
  name: "Ann Lee",
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  message: "Call me after 5",
};

test("log item: a shopper's personal fields are redacted at any depth", () => {
  const { logger, text } = capture();
  const copy = () => ({ ...SHOPPER });
  logger.error({ lead: copy(), request: { payload: copy() }, nested: { deeper: copy() } }, "failed");
  logger.error(copy(), "flat");
  const out = text();
  for (const value of Object.values(SHOPPER)) expect(out).not.toContain(value);
  expect(out).toContain("[redacted]");
  expect(JSON.parse(out.split("\n", 1)[0] ?? "")).toMatchObject({ level: 50, msg: "failed" });
});

test("log item: a database error is logged without the query's parameters", () => {
  // drizzle's DrizzleQueryError: the message lists the insert's values, the lead among them.
  const error = Object.assign(
    new Error(
      'Failed query: insert into "leads" ("payload") values ($1)\nparams: {"email":"ann@example.com","name":"Ann Lee"}',
    ),
    {
      params: [JSON.stringify(SHOPPER)],
      cause: Object.assign(new Error("invalid byte sequence"), { code: "22021" }),
    },
  );
  const { logger, text } = capture();
  logger.error({ err: error }, "unhandled API error");
  const out = text();
  expect(out).not.toContain("ann@example.com");
  expect(out).not.toContain("Ann Lee");
  const logged = JSON.parse(out).err;
  expect(logged).toMatchObject({
    type: "Error",
    detail: 'Failed query: insert into "leads" ("payload") values ',
    cause: { detail: "invalid byte sequence", code: "22021" },
  });
  expect(logged.stack).toMatch(/^\s+at /);
});

test("a thrown non-error is logged as such", () => {
  expect(serializeError("boom")).toEqual({ type: "string", detail: "(a thrown non-error)" });
});

test("A lead's update token is never logged", () => {
  const { logger, text } = capture();
  const token = "Tok3n_of-the-shopper-0123456789";
  logger.warn({ lead_token: token, form: { __lead_token: token }, answer: { lead: 7, token } }, "step");
  expect(text()).not.toContain(token);
  expect(text()).toContain("[redacted]");
});
