import type { Favourite } from "@/domain/site/favourites";
import {
  readStoredCompare,
  replaceStoredCompare,
  subscribeStoredCompareHere,
} from "@/features/compare/compare-store";
import {
  readStoredRecentlyViewed,
  replaceStoredRecentlyViewed,
  subscribeStoredRecentlyViewedHere,
} from "@/features/compare/recently-viewed-store";
import { readStoredFavourites, replaceStoredFavourites } from "@/features/favourites/favourites-store";

/**
 * The signed-in shopper, for the islands of one page. Pages are shared and cached, so the
 * server never renders who is signed in: the header's account link asks GET /api/auth once
 * after load (only on sites with accounts), and everything personal comes from that answer.
 *
 * Signed in, the device mirrors the account's watchlist: on the first answer the device's
 * saved cars are merged into the account (POST /api/auth/watchlist/merge) and the merged list
 * replaces the device's; afterwards each favourite toggle is also sent to the account. The
 * recently viewed vehicles and the compare picks go the same way: the device's join the
 * account's on the first answer (POST /api/auth/car-lists, merge), the account's lists replace
 * the device's, and each later change in this tab replaces the account's.
 */

interface AccountUser {
  id: string;
  email: string;
  name: string;
}

export interface WatchlistEntry extends Favourite {
  id: number;
  price: number | null;
  saved_price: number | null;
  status: "in_stock" | "coming_soon" | "sold";
  sold: boolean;
  reserved: boolean;
}

/** A car on the account's recently viewed or compare list. */
export interface ListedCar extends Favourite {
  id: number;
}

export interface CarListsState {
  recently_viewed: ListedCar[];
  compare: ListedCar[];
}

export interface AccountState {
  user: AccountUser | null;
  watchlist: WatchlistEntry[];
  car_lists: CarListsState;
}

const NO_CAR_LISTS: CarListsState = { recently_viewed: [], compare: [] };

let state: AccountState | undefined;
let loading: Promise<AccountState> | undefined;
const listeners = new Set<() => void>();

function set(next: AccountState) {
  state = next;
  for (const listener of listeners) listener();
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
}

function mirror(watchlist: WatchlistEntry[]) {
  replaceStoredFavourites(
    watchlist.map(({ id, name, slug, make, model, primary_image_url }) => ({
      id,
      name,
      slug,
      make,
      model,
      primary_image_url,
    })),
  );
}

// True while the account's lists are being copied to the device (not a change to send back).
let mirroring = false;

function mirrorCarLists(lists: CarListsState) {
  mirroring = true;
  try {
    replaceStoredRecentlyViewed(
      lists.recently_viewed.map(({ id, name, slug, make, model, primary_image_url }) => ({
        id,
        name,
        slug,
        make,
        model,
        primary_image_url,
      })),
    );
    replaceStoredCompare(lists.compare.map((c) => c.id));
  } finally {
    mirroring = false;
  }
}

const deviceIds = (ids: readonly (number | string)[]) =>
  ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);

async function sendCarLists(body: {
  mode: "merge" | "replace";
  recently_viewed?: number[];
  compare?: number[];
}): Promise<CarListsState | null> {
  const response = await postJson("/api/auth/car-lists", body);
  return response.ok ? ((await response.json()) as CarListsState) : null;
}

let stopSyncing: (() => void) | undefined;

/** While signed in, each change to the device's lists in this tab replaces the account's. */
function syncCarLists() {
  stopSyncing?.();
  const send = (list: "recently_viewed" | "compare") => () => {
    if (mirroring || !state?.user) return;
    const ids =
      list === "compare" ? readStoredCompare() : deviceIds(readStoredRecentlyViewed().map((f) => f.id));
    sendCarLists({ mode: "replace", [list]: ids })
      .then((lists) => {
        if (lists && state?.user) set({ ...state, car_lists: lists });
      })
      .catch((error) => console.warn("account: could not keep the list with your account", error));
  };
  const stops = [
    subscribeStoredRecentlyViewedHere(send("recently_viewed")),
    subscribeStoredCompareHere(send("compare")),
  ];
  stopSyncing = () => {
    for (const stop of stops) stop();
    stopSyncing = undefined;
  };
}

async function load(): Promise<AccountState> {
  const response = await fetch("/api/auth", { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/auth answered ${response.status}`);
  let answer: AccountState = {
    car_lists: NO_CAR_LISTS,
    ...((await response.json()) as Omit<AccountState, "car_lists">),
  };
  if (answer.user) {
    const have = new Set(answer.watchlist.map((c) => c.id));
    const device = readStoredFavourites()
      .map((f) => Number(f.id))
      .filter((id) => Number.isInteger(id) && id > 0 && !have.has(id));
    if (device.length > 0) {
      const merged = await postJson("/api/auth/watchlist/merge", { car_ids: device.slice(0, 100) });
      if (merged.ok) answer = { ...answer, watchlist: ((await merged.json()) as AccountState).watchlist };
    }
    mirror(answer.watchlist);
    const lists = await sendCarLists({
      mode: "merge",
      recently_viewed: deviceIds(readStoredRecentlyViewed().map((f) => f.id)).slice(0, 8),
      compare: readStoredCompare().slice(0, 4),
    }).catch((error) => {
      console.warn("account: could not load your recently viewed and compare lists", error);
      return null;
    });
    if (lists) {
      answer = { ...answer, car_lists: lists };
      mirrorCarLists(lists);
    }
    syncCarLists();
  }
  set(answer);
  return answer;
}

/** Asks GET /api/auth once per page; later calls get the same answer. */
export function loadAccount(): Promise<AccountState> {
  loading ??= load().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function currentAccount(): AccountState | undefined {
  return state;
}

export function subscribeAccount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The favourite toggles made while the first GET /api/auth is still being answered, sent in order.
let toggledWhileLoading: Promise<void> | undefined;

function sendFavourite(id: number, saved: boolean, mirrorOnDevice: boolean): Promise<void> {
  if (!state?.user) return Promise.resolve();
  return postJson("/api/auth/watchlist", { car_id: id, saved })
    .then(async (response) => {
      if (!response.ok || !state?.user) return;
      const { watchlist } = (await response.json()) as AccountState;
      set({ ...state, watchlist });
      if (mirrorOnDevice) mirror(watchlist);
    })
    .catch((error) => console.warn("account: could not save the car to your account", error));
}

/**
 * A favourite toggled on this device also changes the account's list, when signed in.
 * A toggle made while the account is still loading waits for it: the load may already have
 * read the device's list (so the merge missed the toggle) and then copies the account's list
 * over the device's, so once it is done the toggle goes to the account and the account's
 * answer is copied back to the device.
 */
export function syncFavouriteToAccount(car_id: number | string, saved: boolean): void {
  const id = Number(car_id);
  if (!Number.isInteger(id) || id <= 0) return;
  if (state === undefined && loading) {
    const after: Promise<unknown> = toggledWhileLoading ?? loading;
    toggledWhileLoading = after.then(
      () => sendFavourite(id, saved, true),
      () => undefined,
    );
    return;
  }
  void sendFavourite(id, saved, false);
}

function forgetOnDevice() {
  stopSyncing?.();
  replaceStoredFavourites([]);
  mirrorCarLists(NO_CAR_LISTS);
  set({ user: null, watchlist: [], car_lists: NO_CAR_LISTS });
}

/** Signs out; the device forgets the account's cars (it may be shared). */
export async function signOut(): Promise<void> {
  await postJson("/api/auth/sign-out", {});
  forgetOnDevice();
}

/** Deletes the account; the device forgets its cars too. */
export async function closeAccount(): Promise<boolean> {
  const response = await postJson("/api/auth/close-account", {});
  if (!response.ok) return false;
  forgetOnDevice();
  return true;
}
