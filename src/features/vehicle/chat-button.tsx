"use client";

import type { ReactNode } from "react";
import { OPEN_CHAT_EVENT } from "@/features/third-party/start-chat-widget";

/**
 * Opens the site's chat widget for this car. The widget (third-party/start-chat-widget) listens
 * for the cancelable OPEN_CHAT_EVENT and calls preventDefault when it takes over;
 * otherwise (no widget, or no JavaScript) the link goes to the fallback page.
 */
export function ChatButton({
  href,
  carId,
  className,
  children,
}: {
  href: string;
  carId: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const open = new CustomEvent(OPEN_CHAT_EVENT, {
          cancelable: true,
          detail: { car_id: carId },
        });
        if (!window.dispatchEvent(open)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
