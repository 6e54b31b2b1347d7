// @vitest-environment jsdom
// The signed-in tests come last: the account is page state (loaded once per page), and this
// file is one page.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { DEFAULT_ESTIMATE_SETTINGS } from "@/domain/leads/repayments";
import type { Favourite } from "@/domain/site/favourites";
import { loadAccount } from "@/features/accounts/account-store";
import { SavedCars } from "@/features/favourites/saved-cars";
import "../../../tests/support/dom";

const mazda: Favourite = {
  id: 42,
  name: "2021 Mazda CX-5 Maxx",
  slug: "2021-mazda-cx-5-maxx-u1",
  make: "Mazda",
  model: "CX-5",
  primary_image_url: "/media/demo/cx5.jpg",
};
const ranger: Favourite = {
  id: 43,
  name: "2019 Ford Ranger XLT",
  slug: "2019-ford-ranger-xlt-u2",
  make: "Ford",
  model: "Ranger",
  primary_image_url: null,
};
const corolla: Favourite = { ...ranger, id: 44, name: "2018 Toyota Corolla", slug: "2018-toyota-corolla-u3" };

const facts = (overrides: Record<string, unknown> = {}) => ({
  price: 3_199_000,
  preorder: false,
  km: 45_000,
  car_type: "used",
  status: "in_stock",
  sold: false,
  subscription_price: null,
  ...overrides,
});

/** The site's answers by path; anything else is a 404. Returns the requests made. */
function answerFetches(answers: Record<string, { status?: number; body?: unknown }>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)];
    if (!answer) return new Response(null, { status: 404 });
    return Response.json(answer.body ?? null, { status: answer.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls: () =>
      fetch.mock.calls.map(([input, init]) => [
        String(input),
        init?.method ?? "GET",
        typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      ]),
  };
}

const store = (favourites: Favourite[]) =>
  window.localStorage.setItem("favourites", JSON.stringify(favourites));
const stored = () => JSON.parse(window.localStorage.getItem("favourites") ?? "[]");

function renderSavedCars() {
  return render(
    <SavedCars template="dealer" market="AU" noun="car" searchPath="/search" noPriceText="Call for price" />,
  );
}

/**
 * The Remove button of a car ("Remove" then the car's name for screen readers). Testing
 * Library's name computation drops the space that starts the visually hidden part, which
 * browsers keep, so the space is optional here.
 */
const removeButton = (car: Favourite) =>
  screen.getByRole("button", {
    name: new RegExp(`^Remove ?${car.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  });

const card = (name: string) => {
  const item = screen.getByRole("link", { name }).closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

describe("SavedCars (SPEC 2 saved cars, read from this device)", () => {
  test("nothing saved: says so, that favourites live on this device, and links to the stock", () => {
    answerFetches({});
    renderSavedCars();
    expect(screen.getByText("You haven’t saved any cars yet.")).toBeVisible();
    expect(
      screen.getByText("Tap the heart on any vehicle to keep it here. Favourites are saved on this device."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Browse stock" })).toHaveAttribute("href", "/search");
  });

  test("lists each stored car linking to its page, then shows its current price and odometer from the site", async () => {
    store([mazda, ranger, corolla]);
    const fetches = answerFetches({
      [`/api/cars/${mazda.slug}`]: { body: { car: facts() } },
      [`/api/cars/${ranger.slug}`]: { body: { car: facts({ price: null, sold: true, status: "sold" }) } },
    });
    renderSavedCars();

    expect(screen.getByText("3 saved cars")).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      mazda.name,
      ranger.name,
      corolla.name,
    ]);
    expect(screen.getByRole("link", { name: mazda.name })).toHaveAttribute("href", `/cars/${mazda.slug}`);
    expect(card(mazda.name).getByText("Mazda CX-5")).toBeVisible();

    expect(await card(mazda.name).findByText("$31,990")).toBeVisible();
    expect(card(mazda.name).getByText("45,000 km")).toBeVisible();
    expect(card(mazda.name).queryByText("Sold")).toBeNull();
    expect(await card(ranger.name).findByText("Sold")).toBeVisible();
    expect(card(ranger.name).getByText("Call for price")).toBeVisible();
    expect(await card(corolla.name).findByText("No longer listed")).toBeVisible();

    expect(
      fetches
        .calls()
        .map(([path]) => path)
        .sort(),
    ).toEqual([mazda, ranger, corolla].map((car) => `/api/cars/${car.slug}`).sort());
  });

  test("Remove (named after the car) takes it off this device and off the list; signed out, nothing is sent", async () => {
    store([mazda, ranger]);
    const fetches = answerFetches({});
    renderSavedCars();

    await userEvent.click(removeButton(mazda));

    expect(screen.queryByRole("link", { name: mazda.name })).toBeNull();
    expect(screen.getByText("1 saved car")).toBeVisible();
    expect(stored()).toEqual([expect.objectContaining({ id: ranger.id })]);
    expect(fetches.calls().filter(([, method]) => method === "POST")).toEqual([]);

    await userEvent.click(removeButton(ranger));
    expect(screen.getByText("You haven’t saved any cars yet.")).toBeVisible();
  });

  test.each([
    // $31,990 over 60 months at 10% (the default loan): $679.69 a month, $156.86 a week.
    ["AU", "Est. $157/week"],
    ["US", "Est. $680/mo"],
  ] as const)(
    "%s: a car for sale shows its card's estimate, and the note follows the list",
    async (market, line) => {
      store([mazda, ranger]);
      answerFetches({
        [`/api/cars/${mazda.slug}`]: { body: { car: facts() } },
        [`/api/cars/${ranger.slug}`]: { body: { car: facts({ sold: true, status: "sold" }) } },
      });
      const { container } = render(
        <SavedCars
          template="dealer"
          market={market}
          noun="car"
          searchPath="/search"
          noPriceText={null}
          estimates={DEFAULT_ESTIMATE_SETTINGS}
          estimateNote={<p data-estimate-note>the loan</p>}
        />,
      );
      expect(await card(mazda.name).findByText(line)).toBeVisible();
      // A sold car is not for sale: no estimate.
      expect(await card(ranger.name).findByText("Sold")).toBeVisible();
      expect(container.querySelectorAll("[data-card-estimate]")).toHaveLength(1);
      expect(screen.getByText("the loan")).toBeVisible();
    },
  );

  test("without the site's estimates, no estimate and no note", async () => {
    store([mazda]);
    answerFetches({ [`/api/cars/${mazda.slug}`]: { body: { car: facts() } } });
    const { container } = renderSavedCars();
    expect(await card(mazda.name).findByText("$31,990")).toBeVisible();
    expect(container.querySelector("[data-card-estimate]")).toBeNull();
  });

  test("a car saved in another tab appears at once", () => {
    answerFetches({});
    renderSavedCars();
    act(() => {
      store([mazda]);
      window.dispatchEvent(new StorageEvent("storage", { key: "favourites" }));
    });
    expect(screen.getByRole("link", { name: mazda.name })).toBeVisible();
  });

  test("signed in: what changed since saving shows (price dropped, reserved), and Remove also leaves the account", async () => {
    const entry = (car: Favourite, extra: Record<string, unknown>) => ({
      ...car,
      status: "in_stock",
      sold: false,
      reserved: false,
      ...extra,
    });
    const fetches = answerFetches({
      "/api/auth": {
        body: {
          user: { id: "u1", email: "sam@example.com", name: "Sam" },
          watchlist: [
            entry(mazda, { price: 2_999_000, saved_price: 3_199_000 }),
            entry(ranger, { price: 2_500_000, saved_price: 2_500_000, reserved: true }),
          ],
        },
      },
      "/api/auth/watchlist": {
        body: { watchlist: [entry(ranger, { price: 2_500_000, saved_price: 2_500_000 })] },
      },
    });
    await act(async () => {
      await loadAccount();
    });
    renderSavedCars();

    expect(card(mazda.name).getByText("Price dropped from $31,990")).toBeVisible();
    expect(card(ranger.name).getByText("Reserved")).toBeVisible();
    expect(card(ranger.name).queryByText(/Price (dropped|up)/)).toBeNull();

    await userEvent.click(removeButton(mazda));
    await screen.findByText("1 saved car");
    expect(fetches.calls()).toContainEqual(["/api/auth/watchlist", "POST", { car_id: 42, saved: false }]);
  });

  test("signed in with nothing saved: the hint says the list is kept in the account", async () => {
    answerFetches({});
    store([]);
    renderSavedCars();
    expect(
      screen.getByText("Tap the heart on any vehicle to keep it here. It is saved to your account."),
    ).toBeVisible();
  });
});
