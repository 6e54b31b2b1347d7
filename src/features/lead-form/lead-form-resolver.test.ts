import type { ResolverOptions } from "react-hook-form";
import { describe, expect, test } from "vitest";
import { parseSiteConfig } from "@/domain/config/site-config";
import { buildLeadPayload } from "@/domain/leads/build-lead-payload";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { initialFormValues } from "@/domain/leads/form-definition";
import { formSiteContextFor } from "@/domain/leads/form-site-context";
import { financeForm } from "@/domain/leads/forms/finance";
import { generalEnquiryForm } from "@/domain/leads/forms/general-enquiry";
import {
  INVALID_AU_MOBILE,
  INVALID_AU_PHONE,
  INVALID_EMAIL,
  INVALID_NAME,
  INVALID_NUMBER,
  INVALID_NZ_PHONE,
  INVALID_OPTION,
  INVALID_POSTCODE,
  INVALID_US_PHONE,
  PHONE_TOO_MANY_CHARACTERS,
  REQUIRED,
} from "@/domain/leads/messages";
import { type LeadSiteSource, validateLeadSubmission } from "@/domain/leads/validate-lead-submission";
import { leadFormResolver } from "@/features/lead-form/lead-form-resolver";

// The browser form and the lead API judge a form with the same rules (SPEC 5): each input
// below goes through the form's resolver (what the shopper sees before sending) and, as the
// browser would send it, through the server's validateLeadSubmission (what a 422 says); both
// must name the same fields with the spec's message for each.

type Values = Record<string, unknown>;

function site(market: "AU" | "NZ" | "US", forms: Record<string, unknown> = {}): LeadSiteSource {
  return {
    slug: "harbourcity",
    market,
    dealerships: [{ id: 1, slug: "harbour-city-motors" }],
    config: parseSiteConfig({ forms }),
  };
}

const contact = { first_name: "Ann", last_name: "Lee", email: "ann@example.com", phone: "0412 345 678" };
const financeStep0 = { vehiclePriceBudget: "32000", loan_term: "60" };
const financeStep1 = {
  employment_status: "Full Time",
  time_in_employment: "More than 2 years",
  annual_income: "85000",
};

const resolverOptions: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

async function clientMessages(form: FormDefinition, where: LeadSiteSource, values: Values, step: number) {
  const resolver = leadFormResolver(form, formSiteContextFor(where), () => step);
  const { errors } = await resolver(values, undefined, resolverOptions);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

function serverMessages(form: FormDefinition, where: LeadSiteSource, values: Values, step: number) {
  const partial = step < form.steps.length - 1;
  const body = buildLeadPayload(values, {
    category: form.category,
    website_slug: where.slug,
    url: "http://harbourcity.localhost/contact",
    user_agent: "test",
    dealership_slug: "harbour-city-motors",
    lead_id: null,
    partial,
    step_number: step,
    skipped_steps: [],
    has_files: false,
    visited_pages: ["/"],
    linked_query_params: {},
  });
  body.lead.form_id = form.id;
  const result = validateLeadSubmission(body, where);
  return result.ok ? {} : result.fields;
}

const cases: Array<{
  name: string;
  form: FormDefinition;
  site: LeadSiteSource;
  step?: number;
  values: Values;
  expected: Record<string, string>;
}> = [
  {
    name: "a complete enquiry: nothing to say",
    form: generalEnquiryForm,
    site: site("AU"),
    values: { ...contact, message: "Hello" },
    expected: {},
  },
  {
    name: "an email without its domain",
    form: generalEnquiryForm,
    site: site("AU"),
    values: { ...contact, email: "ann@", message: "Hello" },
    expected: { email: INVALID_EMAIL },
  },
  {
    name: "a first name with digits",
    form: generalEnquiryForm,
    site: site("AU"),
    values: { ...contact, first_name: "Ann3", message: "Hello" },
    expected: { first_name: INVALID_NAME },
  },
  {
    name: "an Australian number too short",
    form: generalEnquiryForm,
    site: site("AU"),
    values: { ...contact, phone: "0312", message: "Hello" },
    expected: { phone: INVALID_AU_PHONE },
  },
  {
    name: "a landline where the site takes mobiles only",
    form: generalEnquiryForm,
    site: site("AU", { mobile_only_phone: true }),
    values: { ...contact, phone: "02 9999 1234", message: "Hello" },
    expected: { phone: INVALID_AU_MOBILE },
  },
  {
    name: "a New Zealand number of 15 characters or more",
    form: generalEnquiryForm,
    site: site("NZ"),
    values: { ...contact, phone: "021 1234 5678 9012", message: "Hello" },
    expected: { phone: PHONE_TOO_MANY_CHARACTERS },
  },
  {
    name: "a New Zealand number that is not one",
    form: generalEnquiryForm,
    site: site("NZ"),
    values: { ...contact, phone: "0412", message: "Hello" },
    expected: { phone: INVALID_NZ_PHONE },
  },
  {
    name: "a US number too short",
    form: generalEnquiryForm,
    site: site("US"),
    values: { ...contact, phone: "555 12", message: "Hello" },
    expected: { phone: INVALID_US_PHONE },
  },
  {
    name: "an empty message where the site makes it optional",
    form: generalEnquiryForm,
    site: site("AU", { message_optional: true }),
    values: { ...contact, message: "" },
    expected: {},
  },
  {
    name: "an enquiry type the form does not offer",
    form: generalEnquiryForm,
    site: site("AU"),
    values: { ...contact, message: "Hello", category: "Free Car" },
    expected: { category: INVALID_OPTION },
  },
  {
    name: "finance step 1: a budget in words and no loan term",
    form: financeForm,
    site: site("AU"),
    step: 0,
    values: { vehiclePriceBudget: "lots", loan_term: "" },
    expected: { vehiclePriceBudget: INVALID_NUMBER, loan_term: REQUIRED },
  },
  {
    name: "finance step 2: self employed shows the ABN, which is then required",
    form: financeForm,
    site: site("AU"),
    step: 1,
    values: { ...financeStep0, ...financeStep1, employment_status: "Self Employed", abn: "" },
    expected: { abn: REQUIRED },
  },
  {
    name: "finance step 2: no status hides its dependants, which are not checked",
    form: financeForm,
    site: site("AU"),
    step: 1,
    values: { ...financeStep0, annual_income: "85000" },
    expected: { employment_status: REQUIRED },
  },
  {
    name: "finance final step: a three-digit postcode",
    form: financeForm,
    site: site("AU"),
    step: 2,
    values: {
      ...financeStep0,
      ...financeStep1,
      ...contact,
      postcode: "200",
      privacy_consent: true,
      credit_check_consent: true,
    },
    expected: { postcode: INVALID_POSTCODE },
  },
];

describe("the browser form shows exactly the lead API's field messages (SPEC 5 field rules)", () => {
  test.each(cases)("$name", async ({ form, site: where, step = 0, values, expected }) => {
    const shown = { ...initialFormValues(form), ...values };
    expect(await clientMessages(form, where, shown, step)).toEqual(expected);
    expect(serverMessages(form, where, shown, step)).toEqual(expected);
  });
});

describe("an empty form", () => {
  const empty = initialFormValues(generalEnquiryForm);
  const everyRequired = {
    first_name: REQUIRED,
    last_name: REQUIRED,
    email: REQUIRED,
    phone: REQUIRED,
    message: REQUIRED,
  };

  test("an empty enquiry: the form names every required field", async () => {
    expect(await clientMessages(generalEnquiryForm, site("AU"), empty, 0)).toEqual(everyRequired);
  });

  // SPEC 5's name, email and phone of a complete lead are checked after the form's own rules,
  // so the lead API names the form's fields (first_name), as the browser does.
  test("an empty enquiry: the lead API names the same fields", () => {
    expect(serverMessages(generalEnquiryForm, site("AU"), empty, 0)).toEqual(everyRequired);
  });
});
