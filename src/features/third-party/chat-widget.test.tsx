// @vitest-environment jsdom
// Fake timers: the popup's 3 s and the opening's 1.3 s are the spec's numbers, so the tests
// check nothing happens a moment before them and that it happens at them.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ChatSettings } from "@/domain/site/third-party";
import { ChatWidget } from "@/features/third-party/chat-widget";
import { OPEN_CHAT_EVENT, startChatWidget } from "@/features/third-party/start-chat-widget";
import { dataLayerEventIds } from "../../../tests/support/dom";

/** The shopper's address (the widget reads it in the browser, with no router). */
const visit = (path: string) => window.history.replaceState(null, "", path);

const rules = { hide_on_paths: ["/cars", "/our-locations"], hide_on_careers: true };
let scriptNumber = 0;

/** A fresh script address per test: the loader remembers each address it has loaded. */
function settings(overrides: Partial<ChatSettings> = {}): ChatSettings {
  scriptNumber += 1;
  return {
    provider: "text-us",
    script_url: `https://chat.example/widget-${scriptNumber}.js`,
    key: "dealer-key",
    popup: false,
    ...overrides,
  };
}

function renderWidget(chat: ChatSettings) {
  return render(<ChatWidget settings={chat} rules={rules} buttonLabel="Chat" popupText="Text us!" />);
}

/** What the provider's script does once it runs: a hidden frame holding a launcher. */
function addChatFrame(): { frame: HTMLElement; launcherClicks: () => number } {
  const frame = document.createElement("div");
  frame.setAttribute("data-chat-frame", "");
  frame.hidden = true;
  const launcher = document.createElement("button");
  launcher.setAttribute("data-chat-launcher", "");
  let clicks = 0;
  launcher.addEventListener("click", () => {
    clicks += 1;
  });
  frame.append(launcher);
  document.body.append(frame);
  return { frame, launcherClicks: () => clicks };
}

function chatScript(src: string): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  visit("/");
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const element of document.querySelectorAll("[data-chat-frame], script")) element.remove();
});

// fireEvent, not userEvent: userEvent's own pauses wait on the faked clock.
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

describe("ChatWidget (SPEC 4 chat and script loading)", () => {
  test("asks for the script only when clicked, shows it is loading, and opens the chat 1.3 s after the script ran", async () => {
    const chat = settings();
    renderWidget(chat);
    const button = screen.getByRole("button", { name: "Chat" });
    expect(chatScript(chat.script_url)).toBeNull();

    await click(button);

    const script = chatScript(chat.script_url);
    expect(script).not.toBeNull();
    expect(script).toHaveAttribute("data-chat-key", "dealer-key");
    expect(dataLayerEventIds()).toEqual([54]);
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAccessibleName("Loading…");

    const { frame, launcherClicks } = addChatFrame();
    await act(async () => {
      script?.dispatchEvent(new Event("load"));
    });
    await advance(1299);
    expect(launcherClicks()).toBe(0);
    await advance(1);
    expect(launcherClicks()).toBe(1);
    expect(frame.hidden).toBe(false);
    expect(button).toHaveAttribute("aria-busy", "false");
    expect(button).toHaveAccessibleName("Chat");

    // Once loaded, a second click opens the chat at once without loading the script again.
    await click(button);
    await advance(0);
    expect(launcherClicks()).toBe(2);
    expect(document.querySelectorAll(`script[src="${chat.script_url}"]`)).toHaveLength(1);
    expect(dataLayerEventIds()).toEqual([54, 54]);
  });

  test("a script that fails to load is only logged, and the button can try again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const chat = settings({ key: null });
    renderWidget(chat);
    const button = screen.getByRole("button", { name: "Chat" });
    await click(button);
    const script = chatScript(chat.script_url);
    expect(script).not.toHaveAttribute("data-chat-key");

    await act(async () => {
      script?.dispatchEvent(new Event("error"));
    });
    expect(warn).toHaveBeenCalledWith("chat: the chat script could not be loaded", expect.any(Error));
    expect(button).toHaveAttribute("aria-busy", "false");

    await click(button);
    expect(chatScript(chat.script_url)).not.toBeNull();
    expect(button).toHaveAttribute("aria-busy", "true");
  });

  test("SPEC 8: a script that draws no frame is a console message only", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const chat = settings();
    renderWidget(chat);
    const button = screen.getByRole("button", { name: "Chat" });
    await click(button);
    await act(async () => {
      chatScript(chat.script_url)?.dispatchEvent(new Event("load"));
    });
    await advance(1300);
    expect(warn).toHaveBeenCalledWith("chat button or frame not found");
    expect(button).toHaveAttribute("aria-busy", "false");
  });

  test("a page button's open-chat event is taken (cancelled) and opens the chat", async () => {
    const chat = settings();
    renderWidget(chat);
    const event = new Event(OPEN_CHAT_EVENT, { cancelable: true });
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(chatScript(chat.script_url)).not.toBeNull();
    expect(screen.getByRole("button", { name: "Loading…" })).toHaveAttribute("aria-busy", "true");
  });

  test("the text-us popup appears 3 s after load; closing it sets podium-popup-closed and it stays closed", async () => {
    const chat = settings({ popup: true });
    const { unmount } = renderWidget(chat);
    await advance(2999);
    expect(screen.queryByRole("button", { name: "Text us!" })).toBeNull();
    await advance(1);
    expect(screen.getByRole("button", { name: "Text us!" })).toBeVisible();

    await click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("button", { name: "Text us!" })).toBeNull();
    expect(window.localStorage.getItem("podium-popup-closed")).toBe("true");

    unmount();
    renderWidget(chat);
    await advance(5000);
    expect(screen.queryByRole("button", { name: "Text us!" })).toBeNull();
  });

  test("clicking the popup sets the flag too and opens the chat", async () => {
    const chat = settings({ popup: true });
    renderWidget(chat);
    await advance(3000);
    await click(screen.getByRole("button", { name: "Text us!" }));
    expect(window.localStorage.getItem("podium-popup-closed")).toBe("true");
    expect(screen.queryByRole("button", { name: "Text us!" })).toBeNull();
    expect(chatScript(chat.script_url)).not.toBeNull();
  });

  test.each([
    { case: "live-chat", overrides: { provider: "live-chat", popup: true } },
    { case: "text-us without the popup setting", overrides: { popup: false } },
  ] as const)("no popup for $case", async ({ overrides }) => {
    renderWidget(settings(overrides));
    await advance(5000);
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  test.each(["/cars", "/cars/2021-mazda-cx-5", "/our-locations/", "/careers", "/pages/current-positions"])(
    "hidden on %s: no button, no popup, and a frame already open is hidden",
    async (path) => {
      const { frame } = addChatFrame();
      frame.hidden = false;
      visit(path);
      renderWidget(settings({ popup: true }));
      await advance(5000);
      expect(screen.queryByRole("complementary", { name: "Chat" })).toBeNull();
      expect(screen.queryByRole("button")).toBeNull();
      expect(frame.hidden).toBe(true);
    },
  );

  test("a same-document navigation to a path that hides the chat hides it (no router)", async () => {
    visit("/search");
    renderWidget(settings());
    expect(screen.getByRole("complementary", { name: "Chat" })).toBeInTheDocument();
    await act(async () => {
      window.history.pushState(null, "", "/our-locations/");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.queryByRole("complementary", { name: "Chat" })).toBeNull();
  });

  test("rendered on the server: nothing without a path (Next's shared layout), decided by the path prop (Astro)", () => {
    const html = (path?: string) =>
      renderToString(
        <ChatWidget
          settings={settings()}
          rules={rules}
          buttonLabel="Chat"
          popupText="Text us!"
          path={path}
        />,
      );
    expect(html()).toBe("");
    expect(html("/cars/2021-mazda-cx-5")).toBe("");
    expect(html("/search")).toContain("data-chat-widget");
    // The prompt and "Loading…" are in the markup, hidden until the script shows them.
    expect(html("/search")).toMatch(/data-chat-prompt="" hidden=""/);
  });

  test("shown elsewhere, as a Chat landmark", () => {
    visit("/search");
    renderWidget(settings());
    expect(screen.getByRole("complementary", { name: "Chat" })).toContainElement(
      screen.getByRole("button", { name: "Chat" }),
    );
  });

  test("live-chat messages: a customer's fresh message sends 55, later ones 57; agents, old messages and other windows count for nothing", async () => {
    vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
    renderWidget(settings({ provider: "live-chat" }));
    const post = (data: unknown, source: MessageEventSource | null = window) =>
      act(async () => {
        window.dispatchEvent(new MessageEvent("message", { data, source }));
      });
    const now = Date.now();
    const message = { source: "forecourt-chat", type: "message" };

    await post({ ...message, author: "agent", timestamp: now });
    await post({ ...message, author: "customer", timestamp: now - 11_000 });
    await post({ ...message, author: "customer", timestamp: now }, null);
    await post({ ...message, source: "other-widget", author: "customer", timestamp: now });
    expect(dataLayerEventIds()).toEqual([]);

    await post({ ...message, author: "customer", timestamp: now - 9_000 });
    await post({ ...message, author: "customer", timestamp: new Date(now).toISOString() });
    expect(dataLayerEventIds()).toEqual([55, 57]);
  });

  test("Astro's way: the server's markup and the plain script alone, no React in the browser", async () => {
    visit("/search");
    const chat = settings({ popup: true });
    document.body.innerHTML = renderToStaticMarkup(
      <ChatWidget settings={chat} rules={rules} buttonLabel="Chat" popupText="Text us!" path="/search" />,
    );
    const stop = startChatWidget(document.querySelector("aside") as HTMLElement);
    expect(screen.queryByRole("button", { name: "Text us!" })).toBeNull();
    await advance(3000);
    await click(screen.getByRole("button", { name: "Text us!" }));
    expect(window.localStorage.getItem("podium-popup-closed")).toBe("true");
    expect(chatScript(chat.script_url)).not.toBeNull();
    expect(screen.getByRole("button", { name: "Loading…" })).toHaveAttribute("aria-busy", "true");
    // Stopped, it no longer takes a page button's event (the link's own address is followed).
    stop();
    const event = new Event(OPEN_CHAT_EVENT, { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    document.body.replaceChildren();
  });
});
