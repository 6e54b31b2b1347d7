import { describe, expect, it } from "vitest";
import { defined } from "@/domain/defined";

describe("defined", () => {
  it.each([0, "", false, [], {}])("returns %j, which is there (falsy or not)", (value) => {
    expect(defined(value, "a value")).toBe(value);
  });

  it.each([
    [undefined, "Expected the first issue, found undefined"],
    [null, "Expected the first issue, found null"],
  ])("throws, naming what is missing, for %s", (value, message) => {
    expect(() => defined(value, "the first issue")).toThrow(message);
  });
});
