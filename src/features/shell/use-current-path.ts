"use client";

import { useSyncExternalStore } from "react";

/** The Navigation API's part used here (every current browser; not in jsdom). */
interface NavigationLike {
  addEventListener(type: "currententrychange", listener: () => void): void;
  removeEventListener(type: "currententrychange", listener: () => void): void;
}

function navigationApi(): NavigationLike | undefined {
  return (window as unknown as { navigation?: NavigationLike }).navigation;
}

/**
 * Same-document navigations: the Navigation API reports every history entry change (a
 * framework's pushState as well as back and forward); `popstate` covers back and forward
 * where it is missing.
 */
function subscribe(onChange: () => void): () => void {
  const navigation = navigationApi();
  navigation?.addEventListener("currententrychange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    navigation?.removeEventListener("currententrychange", onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const browserPath = () => window.location.pathname;

/**
 * The path of the page the shopper is on, without a framework's router: `serverPath` while
 * rendering on the server and hydrating (an island's prop: the page that rendered it knows its
 * address; null where the server render is shared by every path, as in Next's site layout),
 * then the browser's address, followed across same-document navigations.
 */
export function useCurrentPath(serverPath: string | null = null): string | null {
  return useSyncExternalStore(subscribe, browserPath, () => serverPath);
}
