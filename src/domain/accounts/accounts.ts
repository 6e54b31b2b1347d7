/**
 * Shopper accounts ("a sign-in area backed by /api/auth, shown only when the garage
 * feature is enabled", "signed-in users exist only when the garage feature is on;
 * authentication is enabled only for a fixed list of dealer slugs", here a setting).
 */

/** Sign-in exists on a site only when both settings are on; elsewhere its routes are 404. */
export function accountsEnabled(flags: { garage_enabled: boolean; auth_enabled: boolean }): boolean {
  return flags.garage_enabled && flags.auth_enabled;
}

/**
 * Accounts belong to the site's dealer group: one address is one shopper on every site of
 * a group, and a stranger to every other group. A site outside any group is its own scope.
 */
export function accountScope(site: { id: number; dealership_group: number | null }): string {
  return site.dealership_group === null ? `site:${site.id}` : `group:${site.dealership_group}`;
}

/** How long an emailed sign-in link works (and then never again once used). */
export const SIGN_IN_LINK_MINUTES = 15;

/** At most this many cars on one account's watchlist, and in one merge from a device. */
export const MAX_WATCHLIST = 100;

/**
 * The message the sign-in page shows for an error the link's check sent back. A used and an
 * expired link look the same to the server (the token is gone either way), so they share one.
 */
export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code === "INVALID_TOKEN" || code === "EXPIRED_TOKEN") {
    return `This sign-in link has already been used or has expired (links work once, for ${SIGN_IN_LINK_MINUTES} minutes). Enter your email to get a new one.`;
  }
  return "We could not sign you in with that link. Enter your email to get a new one.";
}

/**
 * The account's list after a device's saved cars join it on sign-in: the account's cars in
 * their order, then the device's cars the account did not have; each car once; at most
 * MAX_WATCHLIST (the account's own cars are never dropped for the device's).
 */
export function mergeWatchlist(account: readonly number[], device: readonly number[]): number[] {
  const merged: number[] = [];
  for (const id of [...account, ...device]) {
    if (!merged.includes(id) && merged.length < MAX_WATCHLIST) merged.push(id);
  }
  return merged;
}
