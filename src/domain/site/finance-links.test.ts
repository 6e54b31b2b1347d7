import { describe, expect, test } from "vitest";
import { hasPreApprovalPage, PRE_APPROVAL_PATH, preApprovalHref } from "@/domain/site/finance-links";

describe("preApprovalHref: SPEC 2 'Finance pre-approval links go to /finance unless a flag enables them'", () => {
  test.each<[boolean, string, string, boolean]>([
    [false, "/finance", "/finance", false],
    [false, "/finance-enquiry", "/finance-enquiry", false],
    [true, "/finance", PRE_APPROVAL_PATH, true],
    [true, "/apply-for-finance", PRE_APPROVAL_PATH, true],
  ])("finance_preapproval %s, finance page %s → %s (own page: %s)", (on, financePath, href, page) => {
    const commerce = { finance_preapproval: on, finance_path: financePath };
    expect(preApprovalHref(commerce)).toBe(href);
    expect(hasPreApprovalPage(commerce)).toBe(page);
  });

  test("the pre-approval page is under /finance", () => {
    expect(PRE_APPROVAL_PATH).toBe("/finance/pre-approval");
  });
});
