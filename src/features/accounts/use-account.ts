"use client";

import { useEffect, useSyncExternalStore } from "react";
import {
  type AccountState,
  currentAccount,
  loadAccount,
  subscribeAccount,
} from "@/features/accounts/account-store";

const serverSnapshot = () => undefined;

/** The shopper (or user null), or undefined until GET /api/auth has answered on this page. */
export function useAccount(): AccountState | undefined {
  const account = useSyncExternalStore(subscribeAccount, currentAccount, serverSnapshot);
  useEffect(() => {
    loadAccount().catch((error) => console.warn("account: GET /api/auth failed", error));
  }, []);
  return account;
}

/** The account as already loaded on this page (by the header's island); never fetches. */
export function useLoadedAccount(): AccountState | undefined {
  return useSyncExternalStore(subscribeAccount, currentAccount, serverSnapshot);
}
