"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { type ChatVisibilityRules, isChatHidden } from "@/domain/site/chat-visibility";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import {
  type ChatMessage,
  type ChatSettings,
  countChatMessage,
  shouldShowChatPopup,
} from "@/domain/site/third-party";
import { CHAT_OPEN_DELAY_MS, CHAT_POPUP_DELAY_MS, PODIUM_POPUP_CLOSED_KEY } from "@/domain/site/timings";
import { track } from "@/features/analytics/track";
import { useCurrentPath } from "@/features/shell/use-current-path";
import { loadScript } from "@/features/third-party/load-script";

/**
 * The chat integration contract the widget scripts follow (the demo stand-in in
 * public/demo-third-party/chat.js does): the script renders a frame marked data-chat-frame
 * holding a launcher button marked data-chat-launcher, and reports messages with
 * window.postMessage({source: "forecourt-chat", type: "message", author, timestamp}).
 */
const CHAT_FRAME_SELECTOR = "[data-chat-frame]";
const CHAT_LAUNCHER_SELECTOR = "[data-chat-launcher]";
const CHAT_MESSAGE_SOURCE = "forecourt-chat";
/** Dispatched (cancelable) by page buttons that want the chat, e.g. the vehicle page. */
export const OPEN_CHAT_EVENT = "forecourt:open-chat";

type Status = "idle" | "loading" | "ready";

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(PODIUM_POPUP_CLOSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed() {
  try {
    window.localStorage.setItem(PODIUM_POPUP_CLOSED_KEY, "true");
  } catch {
    // Storage blocked: the popup simply shows again next visit.
  }
}

/**
 * "Chat and script loading". The launcher is a small button fixed in the screen's
 * bottom-right corner: it never covers the header (the logo and Menu), it
 * comes after the page in the tab order (the layout renders it after the footer), the page
 * keeps room under its last line for it, and on a vehicle page on a phone it sits above the
 * call / enquire bar. The prompt opens above the launcher. The chat script is requested only
 * when the shopper asks for the chat; the prompt is closed for good.
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
   * The page's path, where the server render is for that page alone (an island's prop). Next's
   * site layout is shared by every path and passes none: the button then stays hidden until
   * hydration, when the browser's address is known.
   */
  path?: string | null;
}) {
  const pathname = useCurrentPath(path);
  const hidden = pathname === null || isChatHidden(pathname, rules);

  const [popup, setPopup] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const statusRef = useRef<Status>("idle");
  statusRef.current = status;
  const counted = useRef(0);

  useEffect(() => {
    if (hidden || !shouldShowChatPopup(settings, readDismissed())) return;
    const timer = setTimeout(() => {
      if (readDismissed() === null) setPopup(true);
    }, CHAT_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, hidden]);

  // A frame the script opened stays on the page; a path that hides chat hides it too.
  useEffect(() => {
    const frame = document.querySelector<HTMLElement>(CHAT_FRAME_SELECTOR);
    if (frame) frame.hidden = hidden;
  }, [hidden]);

  const dismissPopup = useCallback(() => {
    writeDismissed();
    setPopup(false);
  }, []);

  const openChat = useCallback(async () => {
    dismissPopup();
    if (statusRef.current === "loading") return;
    track(EVENT_IDS.webchat_bubble, { label: settings.provider });
    const needsLoad = statusRef.current === "idle";
    if (needsLoad) {
      setStatus("loading");
      try {
        await loadScript(settings.script_url, settings.key ? { "data-chat-key": settings.key } : {});
      } catch (error) {
        console.warn("chat: the chat script could not be loaded", error);
        setStatus("idle");
        return;
      }
    }
    // The widget needs a moment to boot before its launcher responds (about 1.3 s).
    setTimeout(
      () => {
        const frame = document.querySelector<HTMLElement>(CHAT_FRAME_SELECTOR);
        const launcher = frame?.querySelector<HTMLElement>(CHAT_LAUNCHER_SELECTOR);
        if (!frame || !launcher) {
          console.warn("chat button or frame not found");
          setStatus("idle");
          return;
        }
        frame.hidden = false;
        launcher.click();
        setStatus("ready");
      },
      needsLoad ? CHAT_OPEN_DELAY_MS : 0,
    );
  }, [dismissPopup, settings]);

  useEffect(() => {
    if (hidden) return;
    const onOpen = (event: Event) => {
      event.preventDefault();
      void openChat();
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [hidden, openChat]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window) return;
      const data = event.data as Partial<ChatMessage> & { source?: string; type?: string };
      if (data?.source !== CHAT_MESSAGE_SOURCE || data.type !== "message") return;
      if (data.author !== "customer" && data.author !== "agent") return;
      if (typeof data.timestamp !== "number" && typeof data.timestamp !== "string") return;
      const result = countChatMessage(
        counted.current,
        { author: data.author, timestamp: data.timestamp },
        new Date(),
      );
      counted.current = result.counted;
      if (result.eventId !== null) track(result.eventId, { label: settings.provider });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [settings.provider]);

  if (hidden) return null;
  return (
    <aside
      aria-label="Chat"
      data-chat-widget
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-20 flex flex-col items-end gap-2 max-lg:in-[body:has([data-vehicle-phone-bar])]:bottom-24"
    >
      {popup && (
        <div className="relative w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-white p-4 pr-10 text-sm text-ink shadow-xl">
          <button
            type="button"
            onClick={() => void openChat()}
            className="text-left font-medium text-ink hover:text-brand-link"
          >
            {popupText}
          </button>
          <button
            type="button"
            aria-label="Close"
            onClick={dismissPopup}
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
      )}
      <button
        type="button"
        onClick={() => void openChat()}
        aria-busy={status === "loading"}
        className="flex size-12 items-center justify-center gap-1.5 whitespace-nowrap rounded-full bg-brand text-sm font-bold text-brand-ink shadow-lg ring-2 ring-white hover:opacity-90 sm:w-40 sm:px-3"
      >
        {status === "loading" ? (
          <>
            <Spinner />
            <span className="sr-only sm:not-sr-only">Loading…</span>
          </>
        ) : (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
              <path
                fill="currentColor"
                d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
              />
            </svg>
            {/* Phones show the icon alone (small, in the corner); the name is still the label.
                Wider screens give the button a fixed width, so "Loading…" moves nothing. */}
            <span className="sr-only sm:not-sr-only">{buttonLabel}</span>
          </>
        )}
      </button>
    </aside>
  );
}
