"use client";
import type { ReactNode } from "react";
import { type ConsoleRoute, consoleHref, navigate } from "@/features/console/console-nav";

/** A real link to a console screen (opens in a new tab too), followed without a page load. */
export function ConsoleLink({
  to,
  children,
  className,
  current,
}: {
  to: ConsoleRoute;
  children: ReactNode;
  className?: string;
  current?: boolean;
}) {
  return (
    <a
      href={consoleHref(to)}
      className={className ?? "font-semibold text-brand-link underline"}
      aria-current={current ? "page" : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
