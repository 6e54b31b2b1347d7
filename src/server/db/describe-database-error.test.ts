import { expect, test } from "vitest";
import { describeDatabaseError } from "@/server/db/describe-database-error";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1\n    at TCPConnectWrap"), {
  code: "ECONNREFUSED",
});

test.each<[string, unknown, string | undefined, string]>([
  [
    "An unreachable server is one line, password hidden",
    refused,
    "postgres://app:s3cret@127.0.0.1:1/forecourt",
    "Forecourt cannot open PostgreSQL at postgres://app:***@127.0.0.1:1/forecourt: connect ECONNREFUSED 127.0.0.1:1. Check DATABASE_URL.",
  ],
  [
    "A URL that does not parse",
    new Error("Invalid environment variable DATABASE_URL: Invalid URL"),
    "not a url",
    "Forecourt cannot open PostgreSQL at (DATABASE_URL is not a valid URL): Invalid environment variable DATABASE_URL: Invalid URL. Check DATABASE_URL.",
  ],
  [
    "a database that does not exist names the server's code",
    Object.assign(new Error('database "nope" does not exist'), { code: "3D000" }),
    "postgres://postgres@127.0.0.1:5432/nope",
    'Forecourt cannot open PostgreSQL at postgres://postgres@127.0.0.1:5432/nope: database "nope" does not exist (3D000). Check DATABASE_URL.',
  ],
])("%s", (_label, error, url, line) => {
  const text = describeDatabaseError(error, url);
  expect(text).toBe(line);
  expect(text).not.toContain("\n");
});
