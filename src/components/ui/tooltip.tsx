"use client";

import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { TOOLTIP_OPEN_DELAY_MS } from "@/domain/site/timings";
import { tooltipOpenDelay } from "@/domain/site/tooltip-delay";

// Shared by every tooltip on the page: the skip delay is about moving from one to the next.
let lastClosedAt: number | null = null;

/**
 * A text tooltip for the element it wraps, shown on hover and on keyboard focus after the
 * open delay (700 ms by default, 0 in the product wrapper; 300 ms skip delay), and
 * closed by Escape. The trigger is described by the tooltip (aria-describedby), so the text
 * must be extra information, never the trigger's only name. Positioned absolutely: showing
 * it never moves anything else.
 */
export function Tooltip({
  content,
  children,
  openDelayMs = TOOLTIP_OPEN_DELAY_MS,
  side = "top",
}: {
  content: ReactNode;
  children: ReactElement<{ "aria-describedby"?: string }>;
  openDelayMs?: number;
  side?: "top" | "bottom";
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = () => {
    clear();
    const delay = tooltipOpenDelay(Date.now(), lastClosedAt, openDelayMs);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = useCallback(() => {
    clear();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }, [clear]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, hide]);
  useEffect(() => clear, [clear]);

  const trigger = isValidElement(children)
    ? cloneElement(children, {
        "aria-describedby":
          [children.props["aria-describedby"], open ? id : null].filter(Boolean).join(" ") || undefined,
      })
    : children;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus bubble up from the trigger; the wrapper itself is not interactive.
    <span
      className="relative inline-flex"
      onPointerEnter={(e) => e.pointerType === "mouse" && show()}
      onPointerLeave={(e) => e.pointerType === "mouse" && hide()}
      onFocus={show}
      onBlur={hide}
    >
      {trigger}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={`pointer-events-none absolute left-1/2 z-50 w-max max-w-60 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg ${side === "top" ? "bottom-full mb-2" : "top-full mt-2"}`}
        >
          {content}
        </span>
      )}
    </span>
  );
}
