import { describe, expect, test } from "vitest";
import {
  accountScope,
  accountsEnabled,
  MAX_WATCHLIST,
  mergeWatchlist,
  signInErrorMessage,
} from "@/domain/accounts/accounts";

describe("accountsEnabled (SPEC 2, 6: sign-in only where the garage feature and auth are on)", () => {
  test.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])("garage %s, auth %s → %s", (garage_enabled, auth_enabled, expected) => {
    expect(accountsEnabled({ garage_enabled, auth_enabled })).toBe(expected);
  });
});

describe("accountScope: accounts belong to the dealer group", () => {
  test.each([
    [{ id: 4, dealership_group: 1 }, "group:1"],
    [{ id: 9, dealership_group: 1 }, "group:1"],
    [{ id: 4, dealership_group: null }, "site:4"],
  ])("%o → %s", (site, scope) => {
    expect(accountScope(site)).toBe(scope);
  });
});

describe("mergeWatchlist: the device's saved cars join the account on sign-in", () => {
  test.each([
    { account: [], device: [3, 1], merged: [3, 1] },
    { account: [1, 2], device: [], merged: [1, 2] },
    { account: [1, 2], device: [2, 3], merged: [1, 2, 3] },
    { account: [1, 1], device: [1], merged: [1] },
    { account: [5], device: [5, 5, 6], merged: [5, 6] },
  ])(
    "account $account + device $device → $merged (none lost, no duplicates)",
    ({ account, device, merged }) => {
      expect(mergeWatchlist(account, device)).toEqual(merged);
    },
  );

  test(`never more than ${MAX_WATCHLIST}, and the account's own cars are kept first`, () => {
    const account = Array.from({ length: MAX_WATCHLIST }, (_, i) => i + 1);
    expect(mergeWatchlist(account, [1000])).toEqual(account);
  });
});

describe("signInErrorMessage", () => {
  test.each([
    [null, null],
    ["", null],
    [
      "INVALID_TOKEN",
      "This sign-in link has already been used or has expired (links work once, for 15 minutes). Enter your email to get a new one.",
    ],
    [
      "EXPIRED_TOKEN",
      "This sign-in link has already been used or has expired (links work once, for 15 minutes). Enter your email to get a new one.",
    ],
    [
      "failed_to_create_session",
      "We could not sign you in with that link. Enter your email to get a new one.",
    ],
  ])("%s → %s", (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });
});
