"use client";

import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { type ChatVisibilityRules, isChatHidden } from "@/domain/site/chat-visibility";
import type { ChatSettings } from "@/domain/site/third-party";
import { useCurrentPath } from "@/features/shell/use-current-path";
import {
  CHAT_PARTS,
  CHAT_WIDGET_ATTRIBUTE,
  hideChatFrame,
  startChatWidget,
} from "@/features/third-party/start-chat-widget";

/**
 * "Chat and script loading": the launcher's markup. A small button fixed in the screen's
 * bottom-right corner: it never covers the header (the logo and Menu), it comes after the page
 * in the tab order (the layout renders it after the footer), the page keeps room under its last
 * line for it, and on a vehicle page on a phone it sits above the call / enquire bar. The
 * text-us prompt opens above the launcher. Rendered only where the site's rules show chat.
 * Everything it does is startChatWidget's (start-chat-widget.ts), a plain script with no
 * React: Astro's shell renders this component without hydrating it and starts the script
 * itself; in Next's layout, an island, the launcher's ref starts it (and stops it when a
 * same-document navigation reaches a path that hides chat).
 */
export function ChatWidget({
  settings,
  rules,
  buttonLabel,
  popupText,
  path = null,
}: {
  settings: ChatSettings;
  rules: ChatVisibilityRules;
  buttonLabel: string;
  popupText: string;
  /**
   * The page's path, where the server render is for that page alone (Astro's). Next's site
   * layout is shared by every path and passes none: the launcher then renders in the browser,
   * where the address is known, followed across same-document navigations.
   */
  path?: string | null;
}) {
  const pathname = useCurrentPath(path);
  const hidden = pathname === null || isChatHidden(pathname, rules);
  // A frame the script opened stays on the page; a path that hides chat hides it too.
  useEffect(() => hideChatFrame(hidden), [hidden]);
  if (hidden) return null;
  const attributes = { [CHAT_WIDGET_ATTRIBUTE]: JSON.stringify(settings) };
  const part = (name: keyof typeof CHAT_PARTS) => ({ [CHAT_PARTS[name]]: "" });
  return (
    <aside
      // React 19 runs a ref's returned cleanup on unmount: startChatWidget returns its stop.
      ref={startChatWidget}
      aria-label="Chat"
      {...attributes}
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-20 flex flex-col items-end gap-2 max-lg:in-[body:has([data-vehicle-phone-bar])]:bottom-24"
    >
      {/* Above the launcher, out of the flow: the launcher's box does not grow when it shows, so
          its showing 3 s after load moves nothing (no layout shift). */}
      <div {...part("prompt")} hidden className="absolute right-0 bottom-full mb-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-white p-4 pr-10 text-sm text-ink shadow-xl">
        <button type="button" {...part("promptOpen")} className="text-left font-medium text-ink hover:text-brand-link">
          {popupText}
        </button>
        <button
          type="button"
          aria-label="Close"
          {...part("promptClose")}
          className="absolute right-2 top-2 grid size-8 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path
              fill="currentColor"
              d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z"
            />
          </svg>
        </button>
      </div>
      <button
        type="button"
        {...part("open")}
        aria-busy={false}
        className="flex size-12 items-center justify-center gap-1.5 whitespace-nowrap rounded-full bg-brand text-sm font-bold text-brand-ink shadow-lg ring-2 ring-white hover:opacity-90 sm:w-40 sm:px-3"
      >
        <span {...part("ready")} className="contents">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
            <path
              fill="currentColor"
              d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
            />
          </svg>
          {/* Phones show the icon alone (small, in the corner); the name is still the label.
              Wider screens give the button a fixed width, so "Loading…" moves nothing. */}
          <span className="sr-only sm:not-sr-only">{buttonLabel}</span>
        </span>
        <span {...part("loading")} hidden className="contents">
          <Spinner />
          <span className="sr-only sm:not-sr-only">Loading…</span>
        </span>
      </button>
    </aside>
  );
}
