import { describe, expect, test } from "vitest";
import { financeForm } from "@/domain/leads/forms/finance";
import {
  parseLeadToken,
  parseStep,
  safePagePath,
  stepUrl,
  withoutLeadToken,
  withStoredAnswers,
} from "@/domain/leads/no-script-steps";

describe("the no-JavaScript step fields are bounded", () => {
  test.each([
    ["0", 3, 0],
    ["2", 3, 2],
    ["3", 3, null],
    ["-1", 3, null],
    ["1.5", 3, null],
    ["9".repeat(400), 3, null],
    ["", 3, null],
    [undefined, 3, null],
    [["1", "2"], 3, null],
  ])("step %j of a %i-step form → %j", (value, total, expected) => {
    expect(parseStep(value, total)).toBe(expected);
  });

  test.each([
    ["abcdefghijklmnopqrstuvwxyz012345", true],
    ["short", false],
    ["has spaces in it but is long enough", false],
    ["x".repeat(65), false],
  ])("lead token %j accepted: %s", (value, ok) => {
    expect(parseLeadToken(value) !== null).toBe(ok);
  });

  test.each([
    ["/finance", "/finance"],
    ["/cars/trade-in", "/cars/trade-in"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["/finance?step=1", null],
    ["/../platform", null],
    ["finance", null],
    [`/${"a".repeat(300)}`, null],
  ])("page %j → %j (never another site)", (value, expected) => {
    expect(safePagePath(value)).toBe(expected);
  });

  test("a step's address carries the step and the lead it continues", () => {
    expect(stepUrl("/finance", 2, { id: 7, token: "t0ken" })).toBe(
      "/finance?step=2&lead_id=7&lead_token=t0ken",
    );
  });
});

describe("withoutLeadToken: a recorded URL never carries the lead's update token", () => {
  test.each([
    [
      "http://a.localhost:3000/finance-enquiry?step=2&lead_id=7&lead_token=AbC-123_xyzxyzxyzxyz",
      "http://a.localhost:3000/finance-enquiry?step=2&lead_id=7",
    ],
    ["/finance-enquiry?lead_token=AbC-123_xyzxyzxyzxyz", "/finance-enquiry"],
    ["/finance-enquiry?lead_token=x&step=1#top", "/finance-enquiry?step=1#top"],
    ["/x?LEAD_TOKEN=x&__lead_token=y&lead%5Ftoken=z&gclid=G-1", "/x?gclid=G-1"],
    ["/x?utm_source=a+b&q=%20c", "/x?utm_source=a+b&q=%20c"],
    ["/x?not_lead_token=1", "/x?not_lead_token=1"],
    ["/contact", "/contact"],
    ["not a url ? lead_token=1", "not a url "],
  ])("%j → %j", (url, expected) => {
    expect(withoutLeadToken(url)).toBe(expected);
  });
});

describe("withStoredAnswers: a step sent alone is checked with what the lead holds", () => {
  const stored = {
    vehiclePriceBudget: 32000,
    loan_term: "36",
    employment_status: "Casual",
    opt_in: "Yes",
    email: "ann@example.com",
    not_a_field: "x",
    dob: null,
  };

  test("fills the form's fields the body lacks; the body's own values win", () => {
    const body = {
      lead: { step_number: 2, email: "new@example.com", first_name: "Ann", loan_term: null },
    };
    expect(withStoredAnswers(body, stored, financeForm)).toEqual({
      lead: {
        step_number: 2,
        email: "new@example.com",
        first_name: "Ann",
        vehiclePriceBudget: 32000,
        loan_term: "36",
        employment_status: "Casual",
        // The yes_no_fields variant stores ticks as 'Yes'/'No' (SPEC 3); the form sends booleans.
        opt_in: true,
      },
    });
  });

  test.each([
    ["no form", { lead: {} }, undefined],
    ["a body that is not an object", "text", financeForm],
    ["a body without a lead", { other: 1 }, financeForm],
    ["a lead that is a list", { lead: [1] }, financeForm],
  ])("%s: the body is left as it is", (_label, body, form) => {
    expect(withStoredAnswers(body, stored, form)).toBe(body);
  });
});
