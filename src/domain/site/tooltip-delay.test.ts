import { describe, expect, test } from "vitest";
import { PRODUCT_TOOLTIP_OPEN_DELAY_MS } from "@/domain/site/timings";
import { tooltipOpenDelay } from "@/domain/site/tooltip-delay";

describe("tooltipOpenDelay: SPEC 9 'tooltip default open delay 700 ms (the product wrapper sets 0), skip delay 300 ms'", () => {
  test.each<[string, number, number | null, number | undefined, number]>([
    ["no tooltip shown before: the default delay", 10_000, null, undefined, 700],
    ["the last one closed long ago", 10_000, 5_000, undefined, 700],
    ["the last one closed 299 ms ago: opens at once", 10_000, 9_701, undefined, 0],
    ["the last one closed exactly 300 ms ago: the delay applies again", 10_000, 9_700, undefined, 700],
    ["the product wrapper opens at once", 10_000, null, PRODUCT_TOOLTIP_OPEN_DELAY_MS, 0],
    ["a closing time in the future (clock change) is ignored", 10_000, 10_100, undefined, 700],
  ])("%s", (_case, now, lastClosed, openDelay, expected) => {
    expect(tooltipOpenDelay(now, lastClosed, openDelay)).toBe(expected);
  });
});
