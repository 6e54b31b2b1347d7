// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Favourite } from "@/domain/site/favourites";

/**
 * A stand-in for the account API of one signed-in shopper, keeping the account's watchlist
 * the way the server does. `hold(path)` keeps that path's next answer back until released,
 * so a test can toggle a favourite at a chosen moment of the account's first load.
 */
function accountApi(accountIds: number[]) {
  const watchlist = new Set(accountIds);
  const held = new Map<string, { reached: () => void; release: Promise<void> }>();
  const watchlistPosts: Array<{ car_id: number; saved: boolean }> = [];
  const car = (id: number) => ({
    id,
    name: `Car ${id}`,
    slug: `car-${id}`,
    make: null,
    model: null,
    primary_image_url: null,
    price: null,
    saved_price: null,
    status: "in_stock",
    sold: false,
    reserved: false,
  });
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const hold = held.get(path);
    if (hold) {
      held.delete(path);
      hold.reached();
      await hold.release;
    }
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (path === "/api/auth/watchlist/merge") for (const id of body.car_ids as number[]) watchlist.add(id);
    if (path === "/api/auth/watchlist") {
      watchlistPosts.push(body);
      if (body.saved) watchlist.add(body.car_id);
      else watchlist.delete(body.car_id);
    }
    if (path === "/api/auth/car-lists") return answer({ recently_viewed: [], compare: [] });
    return answer({
      user: { id: "u1", email: "sam@example.com", name: "Sam" },
      watchlist: [...watchlist].map(car),
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    watchlist,
    watchlistPosts,
    /** Resolves when `path` is asked for; the answer waits for the returned release. */
    hold(path: string) {
      let release!: () => void;
      let reached!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      held.set(path, { reached, release: new Promise<void>((resolve) => (release = resolve)) });
      return { reached: reachedPromise, release: () => release() };
    },
  };
}

const deviceIds = (favourites: Favourite[]) => favourites.map((f) => Number(f.id)).sort((a, b) => a - b);

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("a favourite toggled while the account is still loading (syncFavouriteToAccount)", () => {
  // The moments of the first load: the merge of the device's saved cars, then the merge of
  // its recently viewed and compare lists. A toggle in either used to be lost: the first
  // copies the account's list over the device's, and in both the store had no account yet.
  test.each([
    ["while the device's saved cars merge into the account", "/api/auth/watchlist/merge"],
    ["while the recently viewed and compare lists merge", "/api/auth/car-lists"],
  ])("a save %s reaches the account and stays on the device", async (_moment, path) => {
    const api = accountApi([1]);
    const favourites = await import("@/features/favourites/favourites-store");
    const store = await import("@/features/accounts/account-store");
    favourites.toggleStoredFavourite({ id: 2, name: "Car 2", slug: "car-2" });

    const held = api.hold(path);
    const loaded = store.loadAccount();
    await held.reached;
    favourites.toggleStoredFavourite({ id: 3, name: "Car 3", slug: "car-3" });
    store.syncFavouriteToAccount(3, true);
    held.release();
    await loaded;

    await vi.waitFor(() => expect(api.watchlistPosts).toEqual([{ car_id: 3, saved: true }]));
    await vi.waitFor(() => expect(deviceIds(favourites.readStoredFavourites())).toEqual([1, 2, 3]));
    expect([...api.watchlist].sort()).toEqual([1, 2, 3]);
    await vi.waitFor(() =>
      expect(
        store
          .currentAccount()
          ?.watchlist.map((c) => c.id)
          .sort(),
      ).toEqual([1, 2, 3]),
    );
  });

  test("toggles made while loading reach the account in the order they were made", async () => {
    const api = accountApi([]);
    const favourites = await import("@/features/favourites/favourites-store");
    const store = await import("@/features/accounts/account-store");
    const held = api.hold("/api/auth/car-lists");
    const loaded = store.loadAccount();
    await held.reached;
    for (const saved of [true, false, true, false]) {
      favourites.toggleStoredFavourite({ id: 4, name: "Car 4", slug: "car-4" });
      store.syncFavouriteToAccount(4, saved);
    }
    held.release();
    await loaded;

    await vi.waitFor(() => expect(api.watchlistPosts).toHaveLength(4));
    expect(api.watchlistPosts.map((p) => p.saved)).toEqual([true, false, true, false]);
    expect(api.watchlist.size).toBe(0);
    await vi.waitFor(() => expect(favourites.readStoredFavourites()).toEqual([]));
  });

  test("signed out, a toggle made while loading stays on the device and sends nothing", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ user: null, watchlist: [] }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const favourites = await import("@/features/favourites/favourites-store");
    const store = await import("@/features/accounts/account-store");
    const loaded = store.loadAccount();
    favourites.toggleStoredFavourite({ id: 5, name: "Car 5", slug: "car-5" });
    store.syncFavouriteToAccount(5, true);
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(deviceIds(favourites.readStoredFavourites())).toEqual([5]);
  });
});
