import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/domain/site/timings";

/**
 * Timings: a tooltip opens after its delay (700 ms by default; the product wrapper
 * sets 0), except that moving from one tooltip to the next within the skip delay (300 ms of
 * the last one closing) opens the next at once, so scanning a row of icons is not sluggish.
 */
export function tooltipOpenDelay(
  nowMs: number,
  lastClosedAtMs: number | null,
  openDelayMs: number = TOOLTIP_OPEN_DELAY_MS,
  skipDelayMs: number = TOOLTIP_SKIP_DELAY_MS,
): number {
  if (lastClosedAtMs !== null && nowMs - lastClosedAtMs >= 0 && nowMs - lastClosedAtMs < skipDelayMs)
    return 0;
  return Math.max(0, openDelayMs);
}
