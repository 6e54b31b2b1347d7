// @vitest-environment jsdom
// The shell's trackers on an Astro page (shell-trackers.ts): one plain module doing what Next's
// ActionTracker, PageViewTracker, TrackingRecorder and AnalyticsScripts islands do, by the same
// functions. The page is built as SiteLayout.astro writes it: the site client config, the
// trackers' settings and, where the site asks for consent, the banner's markup, hidden.
// Fake timers: the idle start (200 ms without requestIdleCallback, as Astro's client:idle) and
// the analytics scripts' 3 s are the spec's numbers.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { jsonForScript } from "@/domain/security/escape-markup";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import type { ShellTrackersSettings } from "@/features/analytics/shell-trackers";
import type { SiteClientConfig } from "@/features/analytics/site-client-config";
import { ConsentBanner } from "@/features/third-party/consent-banner";
import { dataLayerEventIds } from "../../../tests/support/dom";

const SCRIPTS = [
  { id: "tag-manager", src: "/demo-third-party/gtm.js?id=GTM-1" },
  { id: "analytics", src: "/demo-third-party/gtag.js?id=G-1" },
  { id: "pixel", src: "/demo-third-party/pixel.js?id=77" },
] as const;

function config(overrides: Partial<SiteClientConfig> = {}): SiteClientConfig {
  return {
    website_id: 7,
    website_slug: "westside-auto",
    dealership_id: 3,
    template: "dealer",
    market: "au",
    events_endpoint: false,
    pixel: false,
    analytics_consent: "off",
    split_test: null,
    ...overrides,
  } as SiteClientConfig;
}

/** The page as SiteLayout.astro renders it, at `url`. */
function page(
  url: string,
  {
    site = config(),
    banner = site.analytics_consent === "banner",
    body = "",
  }: { site?: SiteClientConfig; banner?: boolean; body?: string } = {},
) {
  window.history.replaceState(null, "", url);
  const path = new URL(url, "http://localhost").pathname;
  const settings: ShellTrackersSettings = {
    path,
    siteSlug: site.website_slug,
    analytics: { scripts: [...SCRIPTS], gaId: "G-1", pixelId: "77" },
  };
  document.body.innerHTML = `<main>${body}</main>
    <script id="forecourt-site-config" type="application/json">${jsonForScript(site)}</script>
    ${banner ? renderToStaticMarkup(<ConsentBanner hidden />) : ""}
    <script id="forecourt-shell-trackers" type="application/json">${jsonForScript(settings)}</script>`;
}

/** A fresh module graph: the site client config is read once per page load, as in a browser. */
async function start() {
  vi.resetModules();
  const { startShellTrackers } = await import("@/features/analytics/shell-trackers");
  stop = startShellTrackers(document);
}

const added = () =>
  [...document.querySelectorAll("script[data-forecourt-script]")].map((s) =>
    s.getAttribute("data-forecourt-script"),
  );
const consent = () =>
  (window.dataLayer ?? []).flatMap((entry) => {
    const args =
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : null;
    return args && args[0] === "consent" ? [[args[1], args[2]]] : [];
  });
const idle = () => act(() => vi.advanceTimersByTime(200));
const state = () => document.documentElement.getAttribute("data-shell-trackers");

let stop: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  // The vendors' queues belong to a page: each test is a fresh one.
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
});
afterEach(() => {
  stop();
  stop = () => {};
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the idle callback's other work (the shell's widgets, atIdle)", () => {
  test("runs in the trackers' idle callback, before the root says started, and stops with them", async () => {
    page("/");
    vi.resetModules();
    const { startShellTrackers } = await import("@/features/analytics/shell-trackers");
    const seen: (string | null)[] = [];
    const stopWidgets = vi.fn();
    stop = startShellTrackers(document, () => {
      seen.push(state());
      return stopWidgets;
    });
    expect(seen).toEqual([]);
    await idle();
    expect(seen).toEqual(["listening"]);
    expect(state()).toBe("started");
    stop();
    stop = () => {};
    expect(stopWidgets).toHaveBeenCalledOnce();
  });
});

describe("tracked actions (was ActionTracker, client:load)", () => {
  test("listen from the start, before the idle part: a finance link's click is 58", async () => {
    page("/", { body: '<a id="finance" href="/finance">Finance</a>' });
    await start();
    expect(state()).toBe("listening");
    const link = document.getElementById("finance") as HTMLAnchorElement;
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.finance_link_click]);
  });

  test("a form marked with its event sends it on submit", async () => {
    page("/", { body: '<form data-event="vehicle_search"><button>Search</button></form>' });
    await start();
    const form = document.querySelector("form") as HTMLFormElement;
    form.addEventListener("submit", (event) => event.preventDefault());
    fireEvent.submit(form);
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.vehicle_search]);
  });
});

describe("the page view (was PageViewTracker, client:idle)", () => {
  test("the home page: event 1 with its path, at the first idle moment", async () => {
    page("/");
    await start();
    expect(dataLayerEventIds()).toEqual([]);
    await idle();
    expect(window.dataLayer?.[0]).toMatchObject({ event_id: EVENT_IDS.page_view_home, page_path: "/" });
    expect(state()).toBe("started");
  });

  test("a used car's page reads the car type marker: event 4", async () => {
    page("/cars/2019-toyota-corolla-ab12", { body: '<div data-page-car-type="used"></div>' });
    await start();
    await idle();
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.page_view_used_vehicle_details]);
  });

  test("a page with no page view event: nothing", async () => {
    page("/my-garage");
    await start();
    await idle();
    expect(dataLayerEventIds()).toEqual([]);
  });

  test("no settings in the page: nothing starts", async () => {
    document.body.innerHTML = '<a href="/finance">Finance</a>';
    await start();
    await idle();
    expect(state()).toBeNull();
    expect(dataLayerEventIds()).toEqual([]);
  });
});

describe("the tracking storage (was TrackingRecorder, client:idle)", () => {
  test("the loaded page is a visited page and, with an ad click, an arrival", async () => {
    page("/models?gclid=Cj0-ad_click&utm_source=google");
    await start();
    await idle();
    const tracking = JSON.parse(window.localStorage.getItem("forecourt:westside-auto:tracking") ?? "null");
    expect(tracking.visited_pages).toEqual(["/models?gclid=Cj0-ad_click&utm_source=google"]);
    const attribution = JSON.parse(
      window.localStorage.getItem("forecourt:westside-auto:attribution") ?? "null",
    );
    expect(attribution.first_touch).toMatchObject({
      landing_page: "/models?gclid=Cj0-ad_click&utm_source=google",
      click_ids: { gclid: "Cj0-ad_click" },
      utm: { utm_source: "google" },
    });
  });
});

describe("the analytics scripts (was AnalyticsScripts, client:idle)", () => {
  test("nothing before 3 s without interaction; then the three, with their queue calls", async () => {
    page("/");
    await start();
    await idle();
    await act(() => vi.advanceTimersByTime(2_999));
    expect(added()).toEqual([]);
    await act(() => vi.advanceTimersByTime(1));
    expect(added()).toEqual(["tag-manager", "analytics", "pixel"]);
    expect(window.dataLayer?.some((e) => (e as { event?: string }).event === "gtm.js")).toBe(true);
    expect(window.fbq?.queue).toEqual([
      ["init", "77"],
      ["track", "PageView"],
    ]);
    expect(consent()).toEqual([]);
  });

  test("the first interaction loads them at once", async () => {
    page("/");
    await start();
    await idle();
    window.dispatchEvent(new Event("scroll"));
    expect(added()).toEqual(["tag-manager", "analytics", "pixel"]);
  });

  test("no banner on a site that does not ask for consent", async () => {
    page("/", { banner: false });
    await start();
    await idle();
    expect(document.querySelector("[data-consent-banner]")).toBeNull();
  });
});

describe("the consent banner (analytics_consent: banner)", () => {
  const DENIED = {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  };
  const GRANTED = {
    ad_storage: "granted",
    ad_user_data: "granted",
    ad_personalization: "granted",
    analytics_storage: "granted",
  };
  const banner = () => screen.queryByRole("region", { name: "Cookie consent" });
  /** The server-rendered banner, still in the page but not shown. */
  const unshown = () => document.querySelector<HTMLElement>("[data-consent-banner]")?.hidden;

  test("hidden until the idle start, then asks; nothing loads until the shopper accepts", async () => {
    page("/", { site: config({ analytics_consent: "banner" }) });
    await start();
    expect(banner()).toBeNull();
    expect(unshown()).toBe(true);
    await idle();
    expect(banner()).toBeVisible();
    expect(consent()).toEqual([["default", { ...DENIED, wait_for_update: 500 }]]);
    await act(() => vi.advanceTimersByTime(10_000));
    window.dispatchEvent(new Event("scroll"));
    expect(added()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem("forecourt-analytics-consent")).toBe("granted");
    expect(consent()).toEqual([
      ["default", { ...DENIED, wait_for_update: 500 }],
      ["update", GRANTED],
    ]);
    expect(added()).toEqual(["tag-manager", "analytics", "pixel"]);
  });

  test("declining loads nothing, then or on the next page, which does not ask again", async () => {
    page("/", { site: config({ analytics_consent: "banner" }) });
    await start();
    await idle();
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem("forecourt-analytics-consent")).toBe("denied");
    await act(() => vi.advanceTimersByTime(10_000));
    expect(added()).toEqual([]);

    // The next page: a fresh document's data layer and queues.
    stop();
    window.dataLayer = [];
    delete window.gtag;
    page("/models", { site: config({ analytics_consent: "banner" }) });
    await start();
    await idle();
    expect(unshown()).toBe(true);
    expect(consent()).toEqual([["default", { ...DENIED, wait_for_update: 500 }]]);
    await act(() => vi.advanceTimersByTime(10_000));
    expect(added()).toEqual([]);
  });

  test("an earlier acceptance: no banner, the update at once and the scripts as without consent", async () => {
    window.localStorage.setItem("forecourt-analytics-consent", "granted");
    page("/", { site: config({ analytics_consent: "banner" }) });
    await start();
    await idle();
    expect(unshown()).toBe(true);
    expect(consent().map(([kind]) => kind)).toEqual(["default", "update"]);
    await act(() => vi.advanceTimersByTime(2_999));
    expect(added()).toEqual([]);
    await act(() => vi.advanceTimersByTime(1));
    expect(added()).toEqual(["tag-manager", "analytics", "pixel"]);
  });
});

describe("Next's AnalyticsScripts island: the same rules, the same banner", () => {
  test("asks with the banner; accepting loads the scripts at once", async () => {
    vi.useRealTimers();
    window.history.replaceState(null, "", "/");
    document.body.innerHTML = `<script id="forecourt-site-config" type="application/json">${jsonForScript(
      config({ analytics_consent: "banner" }),
    )}</script>`;
    vi.resetModules();
    const { AnalyticsScripts } = await import("@/features/third-party/analytics-scripts");
    render(<AnalyticsScripts scripts={[...SCRIPTS]} gaId="G-1" pixelId="77" />);
    expect(await screen.findByRole("region", { name: "Cookie consent" })).toBeVisible();
    expect(consent().map(([kind]) => kind)).toEqual(["default"]);
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
    expect(consent().map(([kind]) => kind)).toEqual(["default", "update"]);
    expect(added()).toEqual(["tag-manager", "analytics", "pixel"]);
  });
});
