import { describe, expect, test } from "vitest";
import { alertTone } from "@/domain/leads/alert-tone";

describe("alertTone (SPEC §8: User Details step → success, otherwise destructive)", () => {
  test.each<[string | undefined, string]>([
    ["User Details", "success"],
    ["Employment", "destructive"],
    ["user details", "destructive"],
    ["Enquire", "destructive"],
    [undefined, "destructive"],
  ])("%j → %s", (title, expected) => {
    expect(alertTone(title)).toBe(expected);
  });
});
