import { describe, expect, test } from "vitest";
import { shouldSendStep } from "@/domain/leads/should-send-step";

describe("shouldSendStep (SPEC §4: a step already sent is not re-sent)", () => {
  test.each<[number[], number, number, boolean]>([
    [[], 3, 0, true],
    [[0], 3, 0, false],
    [[0], 3, 1, true],
    [[0, 1], 3, 1, false],
    [[], 3, 2, false],
    [[], 1, 0, false],
  ])("sent %j of %i steps, step %i → %s", (sentSteps, total, step, expected) => {
    expect(shouldSendStep({ sentSteps, total }, step)).toBe(expected);
  });
});
