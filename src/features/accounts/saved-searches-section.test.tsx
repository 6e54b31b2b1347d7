// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { describeSavedSearch } from "@/domain/accounts/describe-saved-search";
import { SavedSearchesSection } from "@/features/accounts/saved-searches-section";
import "../../../tests/support/dom";

const toyotas = {
  id: 1,
  path: "/search/used-cars?make=Toyota&price_max=30000",
  saved_at: "2026-03-01T10:00:00Z",
};
const allStock = { id: 2, path: "/search", saved_at: "2026-03-02T10:00:00Z" };

/** GET answers the list; POST remove answers `removed` (or fails). Returns the removals sent. */
function answerFetches(list: Response | Error, removed?: () => Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === "/api/auth/saved-searches" && (init?.method ?? "GET") === "GET") {
      if (list instanceof Error) throw list;
      return list.clone();
    }
    if (String(input) === "/api/auth/saved-searches/remove" && removed) return removed();
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    removals: () =>
      fetch.mock.calls
        .filter(([input]) => String(input) === "/api/auth/saved-searches/remove")
        .map(([, init]) => [init?.method, JSON.parse(String(init?.body))]),
  };
}

const section = () => screen.getByRole("region", { name: "Saved searches" });
/** Testing Library drops the space that starts the visually hidden part (browsers keep it). */
const removeButton = (label: string) =>
  screen.getByRole("button", { name: (name) => name.replace(/^Remove ?/, "") === `saved search ${label}` });

describe("SavedSearchesSection (the account's saved searches)", () => {
  test("a labelled section listing each search as a link to its results, described in words", async () => {
    answerFetches(Response.json({ saved_searches: [toyotas, allStock] }));
    render(<SavedSearchesSection searchPath="/search" />);
    expect(section()).toHaveTextContent("Loading your saved searches…");

    const toyotaLink = await screen.findByRole("link", { name: describeSavedSearch(toyotas.path) });
    expect(toyotaLink).toHaveAttribute("href", toyotas.path);
    expect(describeSavedSearch(toyotas.path)).toMatch(/Toyota/);
    expect(within(section()).getAllByRole("listitem")).toHaveLength(2);
    expect(section()).not.toHaveTextContent("Loading your saved searches…");
  });

  test("none saved: says so and links to the stock", async () => {
    answerFetches(Response.json({ saved_searches: [] }));
    render(<SavedSearchesSection searchPath="/search/used-cars" />);
    expect(await screen.findByText(/You have no saved searches\./)).toBeVisible();
    expect(screen.getByRole("link", { name: "Search our stock" })).toHaveAttribute(
      "href",
      "/search/used-cars",
    );
  });

  test.each([
    { case: "an error answer", list: new Response(null, { status: 500 }) },
    { case: "no connection", list: new TypeError("Failed to fetch") },
  ])("a list that cannot be loaded says to reload: $case", async ({ list }) => {
    answerFetches(list);
    render(<SavedSearchesSection searchPath="/search" />);
    expect(
      await screen.findByText("We could not load your saved searches. Reload the page to try again."),
    ).toBeVisible();
  });

  test("Remove sends the search's id, announces the removal and returns focus to the heading", async () => {
    const label = describeSavedSearch(toyotas.path);
    const fetches = answerFetches(Response.json({ saved_searches: [toyotas, allStock] }), async () =>
      Response.json({ saved_searches: [allStock] }),
    );
    render(<SavedSearchesSection searchPath="/search" />);
    await screen.findByRole("link", { name: label });

    await userEvent.click(removeButton(label));

    expect(await screen.findByText(`Saved search removed: ${label}.`)).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("link", { name: label })).toBeNull();
    expect(screen.getByRole("heading", { name: "Saved searches" })).toHaveFocus();
    expect(fetches.removals()).toEqual([["POST", { id: 1 }]]);
  });

  test("a removal that fails keeps the search, says so, and the buttons work again", async () => {
    const label = describeSavedSearch(toyotas.path);
    answerFetches(Response.json({ saved_searches: [toyotas, allStock] }), async () => {
      throw new TypeError("Failed to fetch");
    });
    render(<SavedSearchesSection searchPath="/search" />);
    await screen.findByRole("link", { name: label });

    await userEvent.click(removeButton(label));

    expect(
      await screen.findByText("We could not remove the saved search. Please try again."),
    ).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("link", { name: label })).toBeVisible();
    expect(removeButton(label)).toBeEnabled();
  });

  test("while a removal is under way every Remove button waits", async () => {
    const label = describeSavedSearch(toyotas.path);
    let answer: (response: Response) => void = () => {};
    answerFetches(
      Response.json({ saved_searches: [toyotas, allStock] }),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    render(<SavedSearchesSection searchPath="/search" />);
    await screen.findByRole("link", { name: label });

    await userEvent.click(removeButton(label));
    expect(removeButton(label)).toBeDisabled();
    expect(removeButton(describeSavedSearch(allStock.path))).toBeDisabled();
    answer(Response.json({ saved_searches: [allStock] }));
    await screen.findByText(`Saved search removed: ${label}.`);
    expect(removeButton(describeSavedSearch(allStock.path))).toBeEnabled();
  });
});
