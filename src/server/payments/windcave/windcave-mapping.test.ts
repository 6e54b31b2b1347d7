import { describe, expect, test } from "vitest";
import {
  windcaveEventId,
  windcaveNotificationSessionId,
  windcaveSessionOutcome,
} from "@/server/payments/windcave/windcave-mapping";

const now = new Date("2026-11-25T10:00:00Z");
const later = "2026-11-26T10:00:00Z";
const earlier = "2026-11-24T10:00:00Z";
const tx = (id: string, authorised: boolean, type = "purchase") => ({ id, type, authorised });

describe("Windcave's terms in Forecourt's", () => {
  test.each([
    { name: "new session", session: { id: "s", state: "init", expires: later }, state: "pending", tx: null },
    {
      name: "approved",
      session: { id: "s", state: "complete", transactions: [tx("t1", true)] },
      state: "paid",
      tx: "t1",
    },
    {
      name: "declined",
      session: { id: "s", state: "complete", transactions: [tx("t1", false)] },
      state: "failed",
      tx: "t1",
    },
    {
      name: "declined then approved",
      session: { id: "s", state: "complete", transactions: [tx("t1", false), tx("t2", true)] },
      state: "paid",
      tx: "t2",
    },
    {
      name: "cancelled",
      session: { id: "s", state: "complete", transactions: [] },
      state: "expired",
      tx: null,
    },
    {
      name: "past its expiry",
      session: { id: "s", state: "init", expires: earlier },
      state: "expired",
      tx: null,
    },
    {
      name: "a refund is not a purchase",
      session: { id: "s", state: "init", expires: later, transactions: [tx("r1", true, "refund")] },
      state: "pending",
      tx: null,
    },
  ])("$name → $state", ({ session, state, tx: id }) => {
    const outcome = windcaveSessionOutcome(session, now);
    expect(outcome.state).toBe(state);
    expect(outcome.transaction?.id ?? null).toBe(id);
  });

  test("the event id is the session plus the deciding transaction", () => {
    expect(windcaveEventId("00001200", tx("0000000b", true))).toBe("00001200:0000000b");
    expect(windcaveEventId("00001200", null)).toBe("00001200:none");
  });

  test.each([
    { body: "sessionId=00001200030", id: "00001200030" },
    { body: "?sessionId=00001200030&x=1", id: "00001200030" },
    { body: '{"sessionId":"00001200030"}', id: "00001200030" },
    { body: "sessionId=../../etc", id: null },
    { body: "{", id: null },
    { body: "", id: null },
  ])("notification $body names session $id", ({ body, id }) => {
    expect(windcaveNotificationSessionId(body)).toBe(id);
  });
});
