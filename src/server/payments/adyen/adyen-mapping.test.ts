import { describe, expect, test } from "vitest";
import { adyenEventId, adyenEventState, adyenLinkState } from "@/server/payments/adyen/adyen-mapping";

describe("Adyen's terms in Forecourt's", () => {
  test.each([
    { status: "active", state: "pending" },
    { status: "paymentPending", state: "pending" },
    { status: "completed", state: "paid" },
    { status: "paid", state: "paid" },
    { status: "expired", state: "expired" },
  ])("payment link $status → $state", ({ status, state }) => {
    expect(adyenLinkState(status)).toBe(state);
  });

  test.each([
    { eventCode: "AUTHORISATION", success: true, state: "paid" },
    { eventCode: "AUTHORISATION", success: false, state: "failed" },
    { eventCode: "CANCEL_OR_REFUND", success: true, state: "refunded" },
    { eventCode: "REFUND", success: true, state: "refunded" },
    { eventCode: "REFUND", success: false, state: null },
    { eventCode: "CANCELLATION", success: true, state: "refunded" },
    { eventCode: "OFFER_CLOSED", success: true, state: "expired" },
    { eventCode: "CAPTURE", success: true, state: null },
    { eventCode: "REPORT_AVAILABLE", success: true, state: null },
  ])("$eventCode success=$success → $state", ({ eventCode, success, state }) => {
    expect(adyenEventState(eventCode, success)).toBe(state);
  });

  test("an event id is the PSP reference, event code and success flag", () => {
    expect(
      adyenEventId({ pspReference: "QFQTPCQ8HXSKGK82", eventCode: "AUTHORISATION", success: "true" }),
    ).toBe("QFQTPCQ8HXSKGK82:AUTHORISATION:true");
  });
});
