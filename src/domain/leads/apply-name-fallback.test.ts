import { describe, expect, test } from "vitest";
import { applyNameFallback } from "@/domain/leads/apply-name-fallback";

describe("applyNameFallback (SPEC §5: missing or 'undefined undefined' name becomes first_name)", () => {
  test.each<[string, Record<string, unknown>, unknown]>([
    ["name missing", { first_name: "Jo", last_name: "Bloggs" }, "Jo"],
    ["name empty", { name: "", first_name: "Jo" }, "Jo"],
    ["name blank", { name: "  ", first_name: "Jo" }, "Jo"],
    ["name null", { name: null, first_name: "Jo" }, "Jo"],
    ["name 'undefined undefined'", { name: "undefined undefined", first_name: "Jo" }, "Jo"],
    ["name present", { name: "Jo Bloggs", first_name: "Joanne" }, "Jo Bloggs"],
    ["no first_name", { name: "undefined undefined" }, "undefined undefined"],
    ["first_name empty", { first_name: "" }, undefined],
    ["nothing", {}, undefined],
  ])("%s → name %j", (_label, lead, expected) => {
    expect(applyNameFallback(lead).name).toBe(expected);
  });

  test("other fields are kept and the input is not mutated", () => {
    const lead = { email: "jo@example.com", first_name: "Jo" };
    expect(applyNameFallback(lead)).toEqual({ email: "jo@example.com", first_name: "Jo", name: "Jo" });
    expect(lead).not.toHaveProperty("name");
  });
});
