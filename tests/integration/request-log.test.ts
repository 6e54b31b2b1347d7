// An API error's log line carries the front server's request id, so it can
// be matched with that request's access-log line.
import { Writable } from "node:stream";
import type { Logger } from "pino";
import { expect, test } from "vitest";
import { errorResponse } from "@/server/http/route-handler";
import { createLogger } from "@/server/log/logger";
import { existingSingleton, setSingleton } from "@/server/singleton";

test("an unhandled API error is logged with the request id and path", () => {
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
    const request = new Request("http://acme.localhost/api/leads?email=ann@example.com", {
      headers: { "x-request-id": "lb-42" },
    });
    expect(errorResponse(new Error("boom"), undefined, request).status).toBe(500);
  } finally {
    setSingleton("logger", previous);
  }
  const entry = JSON.parse(lines.join(""));
  expect(entry).toMatchObject({ level: 50, msg: "unhandled API error", req_id: "lb-42", path: "/api/leads" });
  expect(lines.join("")).not.toContain("ann@example.com");
});
