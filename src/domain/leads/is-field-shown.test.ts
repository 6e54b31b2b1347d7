import { describe, expect, test } from "vitest";
import type { FormField, ShowWhen } from "@/domain/leads/form-definition";
import { isFieldShown } from "@/domain/leads/is-field-shown";

function fieldWith(showWhen?: ShowWhen, extra: Partial<FormField> = {}): FormField {
  return { name: "dependent", type: "string", label: "Dependent", showWhen, ...extra };
}

describe("isFieldShown (SPEC §4: conditional fields)", () => {
  test.each<[string, ShowWhen | undefined, unknown, boolean, boolean]>([
    ["unconditional", undefined, undefined, true, true],
    ["controller has a valid value", { field: "c", hasValue: true }, "Acme", true, true],
    ["controller has a value with an error", { field: "c", hasValue: true }, "Acme", false, false],
    ["controller empty", { field: "c", hasValue: true }, "", true, false],
    ["controller blank", { field: "c", hasValue: true }, "   ", true, false],
    ["controller missing", { field: "c", hasValue: true }, undefined, true, false],
    ["controller unticked", { field: "c", hasValue: true }, false, true, false],
    ["controller empty list", { field: "c", hasValue: true }, [], true, false],
    ["controller equals", { field: "c", equals: "Self Employed" }, "Self Employed", true, true],
    ["controller differs", { field: "c", equals: "Self Employed" }, "Full Time", true, false],
    ["equals true, ticked", { field: "c", equals: true }, true, true, true],
    ["equals true, ticked as form data", { field: "c", equals: true }, "on", true, true],
    ["equals true, unticked", { field: "c", equals: true }, false, true, false],
    ["equals false, unticked", { field: "c", equals: false }, undefined, true, true],
  ])("%s → %s", (_label, showWhen, controllerValue, controllerValid, expected) => {
    expect(isFieldShown(fieldWith(showWhen), { c: controllerValue }, () => controllerValid)).toBe(expected);
  });

  test.each<[Partial<FormField>]>([[{ hidden: true }], [{ type: "hidden" }]])(
    "%j is never shown",
    (extra) => {
      expect(isFieldShown(fieldWith(undefined, extra), {}, () => true)).toBe(false);
    },
  );
});
