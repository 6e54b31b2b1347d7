import { isOpenNow, type OpeningHours } from "@/domain/site/opening-hours";
import { openNowDotClass, openNowLineClass } from "@/features/shell/open-now-look";

/** How often the status is recomputed on the shopper's clock. */
export const OPEN_NOW_RECHECK_MS = 60_000;

/** What OpenNowLive writes on its element for the script: the location's hours and how it is drawn. */
export interface OpenNowLiveSettings {
  hours: OpeningHours;
  timeZone: string;
  variant: "dot" | "line";
  className: string;
}

export const OPEN_NOW_LIVE_ATTRIBUTE = "data-open-now-live";

function readSettings(host: Element): OpenNowLiveSettings | null {
  try {
    const settings = JSON.parse(host.getAttribute(OPEN_NOW_LIVE_ATTRIBUTE) ?? "") as OpenNowLiveSettings;
    return settings && typeof settings === "object" && settings.hours ? settings : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a server-rendered "Open now · closes 5:00pm" (OpenNowLive's element, `host`) true on the
 * shopper's clock, as the OpenNowStatus island does, with no React: recomputed at once (the page
 * may have been cached for a while) and every minute after. Returns the function that stops it.
 */
export function keepOpenNowTrue(host: Element): () => void {
  const settings = readSettings(host);
  const label = host.querySelector<HTMLElement>("[data-open-now]");
  if (!settings || !label) return () => {};
  const update = () => {
    const status = isOpenNow(settings.hours, settings.timeZone, new Date());
    label.textContent = status.label;
    label.dataset.openNow = String(status.open);
    if (settings.variant === "line") label.className = openNowLineClass(status.open, settings.className);
    else {
      const dot = host.querySelector('[aria-hidden="true"]');
      if (dot) dot.className = openNowDotClass(status.open);
    }
  };
  update();
  const timer = setInterval(update, OPEN_NOW_RECHECK_MS);
  return () => clearInterval(timer);
}
