import { describe, expect, test } from "vitest";
import type { FormField } from "@/domain/leads/form-definition";
import { regoStateField } from "@/domain/leads/forms/common-fields";
import { isRegistrationStateField, REGISTRATION_STATE_OPTIONS } from "@/domain/leads/registration-states";

describe("the states a vehicle is registered in, per market", () => {
  test.each([
    // Australia: six states and two territories; the US: fifty states and DC; New Zealand: one
    // national register, no state.
    ["AU", 8, ["NSW", "VIC", "ACT", "NT"], ["TX", "CA"]],
    ["US", 51, ["TX", "CA", "DC", "WA"], ["NSW", "VIC", "ACT"]],
  ] as const)("%s lists %i, among them %j and none of %j", (market, count, listed, absent) => {
    const values = REGISTRATION_STATE_OPTIONS[market]?.map((option) => option.value) ?? [];
    expect(values).toHaveLength(count);
    expect(new Set(values).size).toBe(count);
    expect(values).toEqual(expect.arrayContaining([...listed]));
    for (const state of absent) expect(values).not.toContain(state);
  });

  test("New Zealand has no state to ask for", () => {
    expect(REGISTRATION_STATE_OPTIONS.NZ).toBeNull();
  });
});

describe("a state question is recognised by its options' values, not by the array it was built from", () => {
  const asJson = (field: FormField): FormField => JSON.parse(JSON.stringify(field));
  test.each<[string, FormField, boolean]>([
    ["the definitions' field", regoStateField, true],
    ["the same field after crossing to the browser as JSON", asJson(regoStateField), true],
    ["renamed (the purchase journey's trade-in)", { ...regoStateField, name: "trade_in_rego_state" }, true],
    [
      "already resolved for a US site",
      { ...regoStateField, options: REGISTRATION_STATE_OPTIONS.US ?? [] },
      true,
    ],
    ["a select of other options", { ...regoStateField, options: [{ value: "NSW", label: "NSW" }] }, false],
    ["a select without options", { name: "regoState", type: "select", label: "State" }, false],
    ["radios of the states", { ...regoStateField, type: "radio" }, false],
  ])("%s: %s", (_label, field, recognised) => {
    expect(isRegistrationStateField(field)).toBe(recognised);
  });
});
