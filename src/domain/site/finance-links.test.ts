import { describe, expect, test } from "vitest";
import { financeProviderNote, hasPreApprovalPage, preApprovalHref } from "@/domain/site/finance-links";

describe("preApprovalHref: SPEC 2 'Finance pre-approval links go to /finance unless a flag enables them'", () => {
  test.each<[boolean, string, string, boolean]>([
    [false, "/finance", "/finance", false],
    [false, "/finance-enquiry", "/finance-enquiry", false],
    [true, "/finance", "/finance/pre-approval", true],
    [true, "/apply-for-finance", "/finance/pre-approval", true],
  ])("finance_preapproval %s, finance page %s → %s (own page: %s)", (on, financePath, href, page) => {
    const commerce = { finance_preapproval: on, finance_path: financePath };
    expect(preApprovalHref(commerce)).toBe(href);
    expect(hasPreApprovalPage(commerce)).toBe(page);
  });
});

describe("financeProviderNote: SPEC 3 commerce.finance_provider names the lender on the finance pages", () => {
  test.each<[string | null, string | null]>([
    ["Harbour City Finance", "Your application goes to Harbour City Finance, our finance partner."],
    ["  Outback Finance ", "Your application goes to Outback Finance, our finance partner."],
    [null, null],
    ["  ", null],
  ])("%j → %j", (provider, note) => {
    expect(financeProviderNote(provider)).toBe(note);
  });
});
