import { showAccountLink } from "@/features/accounts/show-account-link";
import { showSavedCount } from "@/features/favourites/show-saved-count";
import { keepOpenNowTrue, OPEN_NOW_LIVE_ATTRIBUTE } from "@/features/shell/keep-open-now-true";
import { whenIdle } from "@/features/shell/when-idle";

/**
 * The shell's own widgets on an Astro page, as plain scripts with no React
 * (docs/decisions/020-astro-islands.md): the saved-cars count (SavedCount's element), the
 * sign-in link (AccountLink's) and every opening status that stands alone (OpenNowLive's). Each
 * was a `client:idle` island, and React loaded on every page for them; their server markup is
 * unchanged and they start at the browser's first idle moment, as the islands hydrated. Returns
 * the function that stops them (tests).
 */
export function startShellWidgets(doc: Document): () => void {
  const stops: (() => void)[] = [];
  let stopped = false;
  whenIdle(() => {
    if (stopped) return;
    for (const host of doc.querySelectorAll("[data-saved-count-host]")) stops.push(showSavedCount(host));
    for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[data-account-link]"))
      stops.push(showAccountLink(link));
    for (const host of doc.querySelectorAll(`[${OPEN_NOW_LIVE_ATTRIBUTE}]`)) stops.push(keepOpenNowTrue(host));
  });
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}
