import type { Favourite } from "@/domain/site/favourites";
import { readStoredFavourites, replaceStoredFavourites } from "@/features/favourites/favourites-store";

/**
 * The signed-in shopper, for the islands of one page. Pages are shared and cached, so the
 * server never renders who is signed in: the header's account link asks GET /api/auth once
 * after load (only on sites with accounts), and everything personal comes from that answer.
 *
 * Signed in, the device mirrors the account's watchlist: on the first answer the device's
 * saved cars are merged into the account (POST /api/auth/watchlist/merge) and the merged list
 * replaces the device's; afterwards each favourite toggle is also sent to the account.
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

export interface AccountState {
  user: AccountUser | null;
  watchlist: WatchlistEntry[];
}

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

async function load(): Promise<AccountState> {
  const response = await fetch("/api/auth", { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/auth answered ${response.status}`);
  let answer = (await response.json()) as AccountState;
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

/** A favourite toggled on this device also changes the account's list, when signed in. */
export function syncFavouriteToAccount(car_id: number | string, saved: boolean): void {
  if (!state?.user) return;
  const id = Number(car_id);
  if (!Number.isInteger(id) || id <= 0) return;
  postJson("/api/auth/watchlist", { car_id: id, saved })
    .then(async (response) => {
      if (!response.ok || !state?.user) return;
      set({ ...state, watchlist: ((await response.json()) as AccountState).watchlist });
    })
    .catch((error) => console.warn("account: could not save the car to your account", error));
}

/** Signs out; the device forgets the account's cars (it may be shared). */
export async function signOut(): Promise<void> {
  await postJson("/api/auth/sign-out", {});
  replaceStoredFavourites([]);
  set({ user: null, watchlist: [] });
}

/** Deletes the account; the device forgets its cars too. */
export async function closeAccount(): Promise<boolean> {
  const response = await postJson("/api/auth/close-account", {});
  if (!response.ok) return false;
  replaceStoredFavourites([]);
  set({ user: null, watchlist: [] });
  return true;
}
