import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { type ChatMessage, type ChatSettings, countChatMessage, shouldShowChatPopup } from "@/domain/site/third-party";
import { CHAT_OPEN_DELAY_MS, CHAT_POPUP_DELAY_MS, PODIUM_POPUP_CLOSED_KEY } from "@/domain/site/timings";
import { track } from "@/features/analytics/track";
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

/** The launcher's element (ChatWidget's `<aside>`) carries what the script needs, as JSON. */
export const CHAT_WIDGET_ATTRIBUTE = "data-chat-widget";


/** The parts of ChatWidget's markup the script drives, found by these attributes. */
export const CHAT_PARTS = {
  /** The launcher button (`aria-busy` while the script loads). */
  open: "data-chat-open",
  /** The launcher's icon and name, and its spinner and "Loading…": one shows at a time. */
  ready: "data-chat-ready",
  loading: "data-chat-loading",
  /** The text-us prompt (`hidden` until due), its text (a button that opens the chat) and Close. */
  prompt: "data-chat-prompt",
  promptOpen: "data-chat-prompt-open",
  promptClose: "data-chat-prompt-close",
} as const;

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
    // Storage blocked: the prompt simply shows again next visit.
  }
}

function readSettings(aside: Element): ChatSettings | null {
  try {
    const parsed = JSON.parse(aside.getAttribute(CHAT_WIDGET_ATTRIBUTE) ?? "") as ChatSettings;
    return parsed && typeof parsed.script_url === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/** Hides (or shows again) a chat frame the provider's script has drawn, where there is one. */
export function hideChatFrame(hidden: boolean): void {
  const frame = document.querySelector<HTMLElement>(CHAT_FRAME_SELECTOR);
  if (frame) frame.hidden = hidden;
}

/**
 * "Chat and script loading", on ChatWidget's markup (`aside`, rendered only where the site's
 * rules show chat), with no React: Astro's shell starts it from its plain script, Next's layout
 * when its island mounts the launcher (the ref).
 *
 * - The chat script is requested only when the shopper asks for the chat (the launcher, the
 *   prompt, or a page button's cancelable OPEN_CHAT_EVENT, which is taken): event 54, the
 *   launcher busy with "Loading…", then 1.3 s for the widget to boot before its own launcher is
 *   clicked. A failed load is logged and the button can try again.
 * - The text-us prompt shows 3 s after the start unless closed before (`podium-popup-closed`);
 *   opening the chat closes it too, for good.
 * - Live-chat messages the script reports are counted into events 55 and 57.
 *
 * Returns the function that stops it.
 */
export function startChatWidget(aside: HTMLElement): () => void {
  const settings = readSettings(aside);
  if (!settings) return () => {};
  const part = (name: keyof typeof CHAT_PARTS) => aside.querySelector<HTMLElement>(`[${CHAT_PARTS[name]}]`);
  const button = part("open");
  const prompt = part("prompt");
  let status: "idle" | "loading" | "ready" = "idle";
  let counted = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const showStatus = (next: typeof status) => {
    status = next;
    button?.setAttribute("aria-busy", String(next === "loading"));
    const ready = part("ready");
    const loading = part("loading");
    if (ready) ready.hidden = next === "loading";
    if (loading) loading.hidden = next !== "loading";
  };
  const dismissPrompt = () => {
    writeDismissed();
    if (prompt) prompt.hidden = true;
  };

  const openChat = async () => {
    dismissPrompt();
    if (status === "loading") return;
    track(EVENT_IDS.webchat_bubble, { label: settings.provider });
    const needsLoad = status === "idle";
    if (needsLoad) {
      showStatus("loading");
      try {
        await loadScript(settings.script_url, settings.key ? { "data-chat-key": settings.key } : {});
      } catch (error) {
        console.warn("chat: the chat script could not be loaded", error);
        showStatus("idle");
        return;
      }
    }
    // The widget needs a moment to boot before its launcher responds (about 1.3 s).
    later(
      () => {
        const frame = document.querySelector<HTMLElement>(CHAT_FRAME_SELECTOR);
        const launcher = frame?.querySelector<HTMLElement>(CHAT_LAUNCHER_SELECTOR);
        if (!frame || !launcher) {
          console.warn("chat button or frame not found");
          showStatus("idle");
          return;
        }
        frame.hidden = false;
        launcher.click();
        showStatus("ready");
      },
      needsLoad ? CHAT_OPEN_DELAY_MS : 0,
    );
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${CHAT_PARTS.promptClose}]`)) dismissPrompt();
    else if (target?.closest(`[${CHAT_PARTS.open}], [${CHAT_PARTS.promptOpen}]`)) void openChat();
  };
  aside.addEventListener("click", onClick);

  const onOpen = (event: Event) => {
    event.preventDefault();
    void openChat();
  };
  window.addEventListener(OPEN_CHAT_EVENT, onOpen);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== window) return;
    const data = event.data as Partial<ChatMessage> & { source?: string; type?: string };
    if (data?.source !== CHAT_MESSAGE_SOURCE || data.type !== "message") return;
    if (data.author !== "customer" && data.author !== "agent") return;
    if (typeof data.timestamp !== "number" && typeof data.timestamp !== "string") return;
    const result = countChatMessage(counted, { author: data.author, timestamp: data.timestamp }, new Date());
    counted = result.counted;
    if (result.eventId !== null) track(result.eventId, { label: settings.provider });
  };
  window.addEventListener("message", onMessage);

  if (prompt && shouldShowChatPopup(settings, readDismissed()))
    later(() => {
      if (readDismissed() === null) prompt.hidden = false;
    }, CHAT_POPUP_DELAY_MS);

  return () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    aside.removeEventListener("click", onClick);
    window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
    window.removeEventListener("message", onMessage);
  };
}
