"use client";

import { type ReactElement, type ReactNode, useId } from "react";
import { startTooltip, TOOLTIP_WRAPPER_CLASS, tooltipClass } from "@/components/ui/start-tooltip";
import { TOOLTIP_OPEN_DELAY_MS } from "@/domain/site/timings";

// One function for every tooltip, so React never restarts one on a re-render (React 19 calls
// the cleanup it returns when the element goes).
const startOnMount = (wrapper: HTMLSpanElement | null) => (wrapper ? startTooltip(wrapper) : undefined);

/**
 * A text tooltip for the element it wraps, shown on hover and on keyboard focus after the
 * open delay (700 ms by default, 0 in the product wrapper; 300 ms skip delay), and closed by
 * Escape: the markup of the plain startTooltip, which brings it to life, so a page's plain
 * scripts and its islands share one behaviour. The trigger is described by the tooltip while
 * it shows (aria-describedby), so the text must be extra information, never the trigger's
 * only name. Positioned absolutely: showing it never moves anything else.
 */
export function Tooltip({
  content,
  children,
  openDelayMs = TOOLTIP_OPEN_DELAY_MS,
  side = "top",
}: {
  content: ReactNode;
  children: ReactElement;
  openDelayMs?: number;
  side?: "top" | "bottom";
}) {
  const id = useId();
  return (
    <span
      className={TOOLTIP_WRAPPER_CLASS}
      data-tooltip=""
      data-tooltip-delay={openDelayMs}
      ref={startOnMount}
    >
      {children}
      <span id={id} role="tooltip" hidden className={tooltipClass(side)}>
        {content}
      </span>
    </span>
  );
}
