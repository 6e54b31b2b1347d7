import { listenForActions } from "@/features/analytics/action-tracking";
import { trackPageView } from "@/features/analytics/page-view";
import { recordTrackedPage } from "@/features/lead-form/browser-storage";
import {
  CONSENT_ANSWER_ATTRIBUTE,
  type ConsentChoice,
  startThirdPartyScripts,
  type ThirdPartyScriptsSettings,
} from "@/features/third-party/third-party-loading";

/**
 * The site shell's trackers on an Astro page, as one plain script module with no React
 * (docs/decisions/020-astro-islands.md): what Next's site layout does with its ActionTracker,
 * PageViewTracker, TrackingRecorder and AnalyticsScripts islands, by the same functions, so the
 * same events reach the same data layer, pixel queue and endpoints under the same consent rules.
 * SiteLayout.astro writes the settings as JSON in the page (`SHELL_TRACKERS_ID`) and renders the
 * consent banner's markup `hidden` (ConsentBanner) where the site asks for consent.
 *
 * - At once (as the `client:load` ActionTracker did): the click and submit listener for tracked
 *   actions (listenForActions), so no early click is missed.
 * - At the browser's first idle moment (as the `client:idle` islands did, with Astro's own
 *   fallback of 200 ms where requestIdleCallback is missing): the page view (trackPageView), the
 *   visited page and arrival (recordTrackedPage), and the analytics scripts
 *   (startThirdPartyScripts: after the first interaction or 3 s; with the banner, the banner is
 *   shown and nothing loads until the shopper accepts).
 *
 * The document's root carries `data-shell-trackers`: "listening", then "started" once the idle
 * part has run (the browser tests wait for it as they waited for the islands to hydrate).
 */
export const SHELL_TRACKERS_ID = "forecourt-shell-trackers";

export interface ShellTrackersSettings {
  /** The page's path, as the Astro page knows its address. */
  path: string;
  siteSlug: string;
  analytics: ThirdPartyScriptsSettings;
}

const STATE_ATTRIBUTE = "data-shell-trackers";

function readSettings(doc: Document): ShellTrackersSettings | null {
  const text = doc.getElementById(SHELL_TRACKERS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ShellTrackersSettings;
  } catch {
    return null;
  }
}

/** Shows the server-rendered banner and passes the first button's answer on; then removes it. */
function askWithBanner(doc: Document, answer: (choice: ConsentChoice) => void) {
  const banner = doc.querySelector<HTMLElement>("[data-consent-banner]");
  if (!banner) return;
  banner.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest(`[${CONSENT_ANSWER_ATTRIBUTE}]`) : null;
    const choice = button?.getAttribute(CONSENT_ANSWER_ATTRIBUTE);
    if (choice !== "granted" && choice !== "denied") return;
    banner.remove();
    answer(choice);
  });
  banner.hidden = false;
}

/** Runs `callback` when the browser is first idle, as Astro's `client:idle` does. */
function whenIdle(callback: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 200);
}

/**
 * Starts the shell's trackers on `doc` from the settings the page carries; nothing without
 * them. `atIdle` (the shell's widgets) runs in the same idle callback, before the root says
 * "started", and what it returns is called on stop. Returns the function that stops the action
 * listener, a deferred script load and `atIdle`'s work (tests).
 */
export function startShellTrackers(doc: Document, atIdle?: () => () => void): () => void {
  const settings = readSettings(doc);
  if (!settings) return () => {};
  const root = doc.documentElement;
  const stopListening = listenForActions(doc);
  root.setAttribute(STATE_ATTRIBUTE, "listening");
  let stopScripts: (() => void) | null = null;
  let stopIdleWork: (() => void) | null = null;
  let stopped = false;
  whenIdle(() => {
    if (stopped) return;
    trackPageView(settings.path);
    recordTrackedPage(settings.siteSlug, settings.path, true);
    stopScripts = startThirdPartyScripts(settings.analytics, (answer) => askWithBanner(doc, answer));
    stopIdleWork = atIdle?.() ?? null;
    root.setAttribute(STATE_ATTRIBUTE, "started");
  });
  return () => {
    stopped = true;
    stopListening();
    stopScripts?.();
    stopIdleWork?.();
    root.removeAttribute(STATE_ATTRIBUTE);
  };
}
