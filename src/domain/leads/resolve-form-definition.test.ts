import { describe, expect, test } from "vitest";
import type { FormDefinition, FormField, FormSiteContext } from "@/domain/leads/form-definition";
import { purchaseForm } from "@/domain/leads/forms/purchase";
import { sellMyCarForm } from "@/domain/leads/forms/sell-my-car";
import { tradeInForm } from "@/domain/leads/forms/trade-in";
import { resolveFormDefinition, stripServiceSuffix } from "@/domain/leads/resolve-form-definition";

const definition: FormDefinition = {
  id: "t",
  title: "T",
  category: "General Enquiry",
  steps: [
    {
      title: "Only",
      fields: [
        { name: "first_name", type: "string", label: "First name" },
        { name: "middle_name", type: "string", label: "Middle name" },
        { name: "message", type: "textarea", label: "Message" },
        {
          name: "dealership_slug",
          type: "location-select",
          label: "Preferred dealership",
          required: false,
          options: [
            { value: "north", label: "Northside - Service" },
            { value: "south", label: "Southside" },
          ],
        },
      ],
    },
  ],
};

function field(site: FormSiteContext, name: string): FormField | undefined {
  return resolveFormDefinition(definition, site).steps[0]?.fields.find((f) => f.name === name);
}

describe("resolveFormDefinition (SPEC §5 per-site variants)", () => {
  test.each<[string, FormSiteContext, boolean]>([
    ["middle name hidden by default", { market: "AU" }, false],
    ["middle name shown when enabled", { market: "AU", middleNameEnabled: true }, true],
  ])("%s", (_label, site, present) => {
    expect(field(site, "middle_name") !== undefined).toBe(present);
  });

  test("an enabled middle name is always optional", () => {
    expect(field({ market: "AU", middleNameEnabled: true }, "middle_name")?.required).toBe(false);
  });

  test.each<[FormSiteContext, boolean | undefined]>([
    [{ market: "AU" }, undefined],
    [{ market: "AU", messageOptional: true }, false],
  ])("message required setting with %j → %j (required by default)", (site, required) => {
    expect(field(site, "message")?.required).toBe(required);
  });

  test.each<[string, FormSiteContext, { required: boolean; hidden: boolean }]>([
    ["single dealership", { market: "AU" }, { required: false, hidden: true }],
    ["multi-dealership", { market: "AU", multiDealership: true }, { required: true, hidden: false }],
    [
      "multi-dealership, choice hidden",
      { market: "AU", multiDealership: true, dealershipChoiceHidden: true },
      { required: false, hidden: true },
    ],
  ])("dealership choice on a %s site", (_label, site, expected) => {
    const resolved = field(site, "dealership_slug");
    expect({ required: resolved?.required, hidden: resolved?.hidden }).toEqual(expected);
  });

  test.each<[boolean, string[]]>([
    [false, ["Northside - Service", "Southside"]],
    [true, ["Northside", "Southside"]],
  ])("stripServiceSuffix=%s gives labels %j and keeps values", (strip, labels) => {
    const options = field(
      { market: "AU", multiDealership: true, stripServiceSuffix: strip },
      "dealership_slug",
    )?.options;
    expect(options?.map((o) => o.label)).toEqual(labels);
    expect(options?.map((o) => o.value)).toEqual(["north", "south"]);
  });

  test("does not modify the shared definition", () => {
    resolveFormDefinition(definition, { market: "AU", messageOptional: true, stripServiceSuffix: true });
    expect(definition.steps[0]?.fields[2]?.required).toBeUndefined();
    expect(definition.steps[0]?.fields[3]?.options?.[0]?.label).toBe("Northside - Service");
  });
});

describe("SPEC §9 'how did you hear' options are a site setting", () => {
  const form: FormDefinition = {
    id: "h",
    title: "H",
    category: "General Enquiry",
    steps: [
      {
        title: "Only",
        fields: [
          {
            name: "where-did-you-hear-about-us",
            type: "select",
            label: "How did you hear about us?",
            required: false,
            options: [{ value: "Google", label: "Google" }],
          },
        ],
      },
    ],
  };
  const options = (site: FormSiteContext) =>
    resolveFormDefinition(form, site).steps[0]?.fields[0]?.options?.map((o) => o.value);

  test.each<[string, FormSiteContext, string[]]>([
    ["standard list when unset", { market: "AU" }, ["Google"]],
    ["standard list when null", { market: "AU", howDidYouHearOptions: null }, ["Google"]],
    ["standard list when empty", { market: "AU", howDidYouHearOptions: [] }, ["Google"]],
    [
      "the site's own list",
      { market: "AU", howDidYouHearOptions: ["Radio", "Billboard"] },
      ["Radio", "Billboard"],
    ],
  ])("%s", (_label, site, expected) => {
    expect(options(site)).toEqual(expected);
  });
});

describe("stripServiceSuffix (SPEC §5: ' - Service' suffix stripped from labels)", () => {
  test.each([
    ["Northside Toyota - Service", "Northside Toyota"],
    ["Logbook Service - Service", "Logbook Service"],
    ["Northside Toyota", "Northside Toyota"],
    ["Service - Northside", "Service - Northside"],
    ["Northside - Service Centre", "Northside - Service Centre"],
    ["Northside -Service", "Northside -Service"],
    ["Northside - service", "Northside - service"],
    [" - Service", ""],
  ])("%j → %j", (label, expected) => {
    expect(stripServiceSuffix(label)).toBe(expected);
  });
});

describe("a US site's forms read in US words", () => {
  const form: FormDefinition = {
    id: "t",
    title: "T",
    category: "Service",
    steps: [
      {
        title: "Car",
        fields: [
          { name: "Rego", type: "rego", label: "Registration number" },
          { name: "regoState", type: "select", label: "State of registration" },
          { name: "odometer", type: "kilometre", label: "Odometer (km)" },
          {
            name: "additional_services",
            type: "check-group",
            label: "Additional services",
            options: [
              { value: "Tyre rotation", label: "Tyre rotation" },
              { value: "15,000 km logbook", label: "15,000 km / 12 months logbook service" },
            ],
          },
        ],
      },
    ],
  };
  const labels = (market: "AU" | "US") =>
    resolveFormDefinition(form, { market }).steps.flatMap((s) =>
      s.fields.flatMap((f) => [f.label, ...(f.options ?? []).map((o) => `${o.value} → ${o.label}`)]),
    );

  test("license plate, miles, tires and scheduled maintenance; the values sent stay the same", () => {
    expect(labels("US")).toEqual([
      "License plate",
      "State",
      "Odometer (miles)",
      "Additional services",
      "Tyre rotation → Tire rotation",
      "15,000 km logbook → 15,000 km / 12 months scheduled maintenance",
    ]);
    expect(labels("AU")[0]).toBe("Registration number");
  });
});

describe("the state a car is registered in is asked among the market's states", () => {
  const STATE_FIELDS = ["regoState", "trade_in_rego_state"];
  /** Each state question of a form as resolved for the market: its name and option values. */
  const stateQuestions = (form: FormDefinition, market: FormSiteContext["market"]) =>
    resolveFormDefinition(form, { market })
      .steps.flatMap((step) => step.fields)
      .filter((f) => STATE_FIELDS.includes(f.name))
      .map((f) => [f.name, f.options?.map((o) => o.value)] as const);
  // As the browser receives it: the definition serialised into the page.
  const serialised = (form: FormDefinition): FormDefinition => JSON.parse(JSON.stringify(form));

  test.each([
    ["trade-in", tradeInForm, "regoState"],
    ["sell my car", sellMyCarForm, "regoState"],
    ["purchase journey", purchaseForm, "trade_in_rego_state"],
  ])("%s", (_label, form, name) => {
    for (const shape of [form, serialised(form)]) {
      const au = stateQuestions(shape, "AU");
      expect(au).toEqual([[name, ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]]]);
      const us = stateQuestions(shape, "US");
      expect(us).toHaveLength(1);
      expect(us[0]?.[1]).toHaveLength(51);
      expect(us[0]?.[1]).toEqual(expect.arrayContaining(["TX", "CA", "NY", "DC"]));
      expect(us[0]?.[1]).not.toContain("NSW");
      // One national register: no state question at all.
      expect(stateQuestions(shape, "NZ")).toEqual([]);
    }
  });

  test.each(["AU", "US"] as const)("resolving a %s form again changes nothing", (market) => {
    const once = resolveFormDefinition(tradeInForm, { market });
    expect(resolveFormDefinition(serialised(once), { market })).toEqual(once);
  });

  test("a US site calls the question State, in the form and the dealer's words", () => {
    const us = resolveFormDefinition(tradeInForm, { market: "US" }).steps[0]?.fields.find(
      (f) => f.name === "regoState",
    );
    expect(us?.label).toBe("State");
  });
});
