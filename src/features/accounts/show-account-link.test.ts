// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import "../../../tests/support/dom";

const track = vi.fn();
vi.mock("@/features/analytics/track", () => ({ track: (id: number) => track(id) }));

/** GET /api/auth answers `user`; the account's lists are empty. */
function stubAccountApi(user: { id: string; email: string; name: string } | null) {
  const fetch = vi.fn(async (path: string) => {
    const body =
      path === "/api/auth" ? { user, watchlist: [] } : path === "/api/auth/car-lists" ? { recently_viewed: [], compare: [] } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The server's markup, and the script started on it (a fresh account store for each test). */
async function showOnServerMarkup() {
  document.body.innerHTML = '<a href="/sign-in" class="link" data-account-link="loading">Sign in</a>';
  const link = document.querySelector("a") as HTMLAnchorElement;
  const { showAccountLink } = await import("@/features/accounts/show-account-link");
  return { link, stop: showAccountLink(link) };
}

beforeEach(() => {
  vi.resetModules();
  track.mockClear();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});
afterEach(() => vi.unstubAllGlobals());

describe("the header's sign-in link, brought up to date with no React (showAccountLink)", () => {
  test("signed out: asks GET /api/auth once and stays 'Sign in'", async () => {
    const fetch = stubAccountApi(null);
    const { link, stop } = await showOnServerMarkup();
    await vi.waitFor(() => expect(link).toHaveAttribute("data-account-link", "signed-out"));
    expect(link.textContent).toBe("Sign in");
    expect(link.getAttribute("href")).toBe("/sign-in");
    expect(fetch.mock.calls.filter(([path]) => path === "/api/auth")).toHaveLength(1);
    expect(track).not.toHaveBeenCalled();
    stop();
  });

  test("signed in: 'My account' to /account, and the class the server gave is kept", async () => {
    stubAccountApi({ id: "u1", email: "sam@example.com", name: "Sam" });
    const { link, stop } = await showOnServerMarkup();
    await vi.waitFor(() => expect(link).toHaveAttribute("data-account-link", "signed-in"));
    expect(link.textContent).toBe("My account");
    expect(link.getAttribute("href")).toBe("/account");
    expect(link).toHaveClass("link");
    expect(track).not.toHaveBeenCalled();
    stop();
  });

  test.each([
    ["new", [EVENT_IDS.submit_code, EVENT_IDS.complete_registration]],
    ["1", [EVENT_IDS.submit_code]],
  ])("arriving from the emailed link (signed_in=%s): the login events once, and the address tidied", async (arrival, events) => {
    window.history.replaceState(null, "", `/saved-cars?sort=price&signed_in=${arrival}#list`);
    stubAccountApi({ id: "u1", email: "sam@example.com", name: "Sam" });
    const { link, stop } = await showOnServerMarkup();
    await vi.waitFor(() => expect(link).toHaveAttribute("data-account-link", "signed-in"));
    expect(track.mock.calls.map(([id]) => id)).toEqual(events);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      "/saved-cars?sort=price#list",
    );
    stop();
  });
});
