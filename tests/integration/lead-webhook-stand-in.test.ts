// The stand-in CRM webhook receiver (local platform domain only): fails with 503 until told to
// succeed, then answers 204; a bad instruction is refused with 422 and changes nothing.
import { describe, expect, test } from "vitest";
import { PUT as setAnswer } from "@/app/platform/demo-providers/lead-webhook/answer/route";
import { POST as receive } from "@/app/platform/demo-providers/lead-webhook/route";

const answer = (body: string) =>
  setAnswer(
    new Request("http://localhost/demo-providers/lead-webhook/answer", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body,
    }),
  );

describe("the stand-in lead webhook receiver", () => {
  test("fails until told to succeed, and back", async () => {
    expect((await receive()).status).toBe(503);
    expect((await answer('{"answer":"maybe"}')).status).toBe(422);
    expect((await answer("x".repeat(1000))).status).toBe(422);
    expect((await receive()).status).toBe(503);
    expect((await answer('{"answer":"succeed"}')).status).toBe(200);
    expect((await receive()).status).toBe(204);
    expect((await answer('{"answer":"fail"}')).status).toBe(200);
    expect((await receive()).status).toBe(503);
  });
});
