"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { COLLAPSIBLE_ANIMATION_MS } from "@/domain/site/timings";

/**
 * A disclosure whose panel grows and shrinks over the collapsible animation (300 ms;
 * none for visitors who ask for reduced motion). The panel is `hidden` once closed, so its
 * links are out of the tab order and screen readers skip it.
 */
export function Collapsible({
  trigger,
  children,
  defaultOpen = false,
  className = "",
  triggerClassName = "",
}: {
  trigger: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  triggerClassName?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  // Mounted (not hidden) while open or while the closing animation runs.
  const [mounted, setMounted] = useState(defaultOpen);
  // The grid row is only expanded a frame after un-hiding, so the growth animates.
  const [expanded, setExpanded] = useState(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setExpanded(true)));
      return () => cancelAnimationFrame(frame);
    }
    setExpanded(false);
    timer.current = setTimeout(() => setMounted(false), COLLAPSIBLE_ANIMATION_MS);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [open]);

  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`group flex w-full items-center justify-between gap-2 text-left ${triggerClassName}`}
      >
        {trigger}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform motion-reduce:transition-none"
          style={{ transitionDuration: `${COLLAPSIBLE_ANIMATION_MS}ms`, rotate: open ? "180deg" : "0deg" }}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <div
        id={id}
        hidden={!mounted}
        data-state={open ? "open" : "closed"}
        className="grid transition-[grid-template-rows] ease-out motion-reduce:transition-none"
        style={{
          gridTemplateRows: expanded ? "1fr" : "0fr",
          transitionDuration: `${COLLAPSIBLE_ANIMATION_MS}ms`,
        }}
      >
        <div className="min-h-0 overflow-hidden">{children}</div>
      </div>
    </div>
  );
}
