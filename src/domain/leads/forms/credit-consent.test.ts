import { expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { initialFormValues } from "@/domain/leads/form-definition";
import { recordedConsent } from "@/domain/leads/forms/credit-consent";
import { financeForm } from "@/domain/leads/forms/finance";
import { resolveFormDefinition } from "@/domain/leads/resolve-form-definition";

const fieldsFor = (market: "AU" | "NZ" | "US", privacyPolicyHref?: string) =>
  resolveFormDefinition(financeForm, { market, privacyPolicyHref }).steps.flatMap((s) => s.fields);

test.each<["AU" | "NZ" | "US", string]>([
  ["AU", "from a credit reporting body"],
  ["NZ", "from a credit reporter"],
  ["US", "written instruction under the Fair Credit Reporting Act"],
])("On a %s site the credit check consent reads in its market's terms", (market, words) => {
  const credit = fieldsFor(market).find((f) => f.name === "credit_check_consent");
  expect(credit?.label).toContain(words);
  const privacy = fieldsFor(market).find((f) => f.name === "privacy_consent");
  expect(privacy?.notice).toMatchObject({ linkLabel: "Read our privacy policy", href: "/privacy-policy" });
  expect(privacy?.notice?.text).toContain("income and date of birth");
});

test("the notice links to the site's own privacy policy", () => {
  const privacy = fieldsFor("AU", "/pages/privacy-policy").find((f) => f.name === "privacy_consent");
  expect(privacy?.notice?.href).toBe("/pages/privacy-policy");
});

test("both boxes start unticked and are required; the marketing opt-in starts unticked", () => {
  const initial = initialFormValues(financeForm);
  expect([initial.privacy_consent, initial.credit_check_consent, initial.opt_in]).toEqual([
    undefined,
    undefined,
    false,
  ]);
  const result = buildFormSchema(financeForm, { market: "AU" }, { step: 2 }).safeParse({});
  const paths = result.success ? [] : result.error.issues.map((i) => String(i.path[0]));
  expect(paths).toEqual(expect.arrayContaining(["privacy_consent", "credit_check_consent"]));
});

test("the consent given is recorded in the words shown, with the time; none when not given", () => {
  const at = new Date("2030-06-01T10:00:00Z");
  const fields = fieldsFor("NZ", "/privacy");
  expect(recordedConsent(fields, { privacy_consent: true, credit_check_consent: true }, at)).toEqual({
    privacy_consent: expect.stringMatching(/credit reporter\. .*\(\/privacy\)$/),
    credit_check_consent: expect.stringContaining("I authorise the dealer"),
    given_at: "2030-06-01T10:00:00.000Z",
  });
  expect(recordedConsent(fields, { opt_in: true }, at)).toBeNull();
});
