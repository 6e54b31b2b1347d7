// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import "../../../tests/support/dom";

/** The account API: GET /api/auth answers `user`; saving a search answers `saveStatus`. */
function stubAccountApi(user: { id: string; email: string; name: string } | null, saveStatus = 201) {
  const fetch = vi.fn(async (path: string, _init?: RequestInit) => {
    if (path === "/api/auth/saved-searches") return new Response("{}", { status: saveStatus });
    const body = path === "/api/auth" ? { user, watchlist: [] } : { recently_viewed: [], compare: [] };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function shown() {
  document.body.innerHTML = "<div data-save-search></div>";
  const { showSaveSearch } = await import("@/features/accounts/show-save-search");
  return showSaveSearch(document.querySelector("[data-save-search]") as Element);
}

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/search/new-cars?make=Toyota");
});
afterEach(() => vi.unstubAllGlobals());

describe('"Save this search", drawn with no React once the account is known', () => {
  test("signed out: a link to sign in first, kept out of prefetching", async () => {
    stubAccountApi(null);
    await shown();
    const link = await screen.findByRole("link", { name: "Sign in to save this search" });
    expect(link).toHaveAttribute("href", "/sign-in");
    expect(link).toHaveAttribute("data-astro-prefetch", "false");
    expect(link.parentElement).toHaveTextContent("and get an email when matching cars arrive.");
  });

  test("signed in: the button saves this search's path and query, then says so", async () => {
    const fetch = stubAccountApi({ id: "u1", email: "sam@example.com", name: "Sam" });
    await shown();
    await userEvent.click(await screen.findByRole("button", { name: "Save this search" }));
    expect(await screen.findByRole("button", { name: "Search saved" })).toBeDisabled();
    expect(screen.getByText(/We will email you when matching cars arrive/)).toBeInTheDocument();
    const saved = fetch.mock.calls.find(([path]) => path === "/api/auth/saved-searches");
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({
      path: "/search/new-cars?make=Toyota",
    });
  });

  test("a refused save says so and the button can be pressed again", async () => {
    stubAccountApi({ id: "u1", email: "sam@example.com", name: "Sam" }, 500);
    await shown();
    const button = await screen.findByRole("button", { name: "Save this search" });
    await userEvent.click(button);
    expect(await screen.findByText("We could not save this search. Please try again.")).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  test("stopped before the account arrives, it draws nothing", async () => {
    stubAccountApi(null);
    const stop = await shown();
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("[data-save-search]")).toBeEmptyDOMElement();
  });
});
