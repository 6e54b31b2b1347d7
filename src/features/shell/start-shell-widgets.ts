import { showAccountLink } from "@/features/accounts/show-account-link";
import { showSavedCount } from "@/features/favourites/show-saved-count";
import { keepOpenNowTrue, OPEN_NOW_LIVE_ATTRIBUTE } from "@/features/shell/keep-open-now-true";
import { CHAT_WIDGET_ATTRIBUTE, startChatWidget } from "@/features/third-party/start-chat-widget";

/**
 * The shell's own widgets on an Astro page, as plain scripts with no React
 * (docs/decisions/020-astro-islands.md): the chat launcher (ChatWidget's markup), the
 * saved-cars count (SavedCount's element), the sign-in link (AccountLink's) and every opening
 * status that stands alone (OpenNowLive's). Each was a `client:idle` island, and React loaded on
 * every page for them; their server markup is the same. (The vehicles' toggles are the same
 * kind of script, but only pages with vehicles load it: start-vehicle-lists.ts, at the same
 * moment, through shell-idle.ts.) SiteLayout starts them in the trackers' idle callback
 * (startShellTrackers' `atIdle`), the moment the islands hydrated, so the text-us prompt's 3 s
 * count from there, as before. Returns the function that stops them.
 */
export function startShellWidgets(doc: Document): () => void {
  const stops: (() => void)[] = [];
  for (const aside of doc.querySelectorAll<HTMLElement>(`aside[${CHAT_WIDGET_ATTRIBUTE}]`))
    stops.push(startChatWidget(aside));
  for (const host of doc.querySelectorAll("[data-saved-count-host]")) stops.push(showSavedCount(host));
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[data-account-link]"))
    stops.push(showAccountLink(link));
  for (const host of doc.querySelectorAll(`[${OPEN_NOW_LIVE_ATTRIBUTE}]`)) stops.push(keepOpenNowTrue(host));
  return () => {
    for (const stop of stops) stop();
  };
}
