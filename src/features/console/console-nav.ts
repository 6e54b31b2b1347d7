"use client";
import { useEffect, useState } from "react";

/** The console's screens live in the query string of /console (?view=leads&id=3). */
export type ConsoleRoute = Record<string, string>;

function current(): ConsoleRoute {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}

export function consoleHref(route: ConsoleRoute): string {
  const query = new URLSearchParams(route).toString();
  return query === "" ? "/console" : `/console?${query}`;
}

const listeners = new Set<() => void>();

/** Moves to another screen without a page load (the browser's back button returns). */
export function navigate(route: ConsoleRoute): void {
  window.history.pushState(null, "", consoleHref(route));
  for (const listener of listeners) listener();
}

export function useConsoleRoute(): ConsoleRoute | null {
  const [route, setRoute] = useState<ConsoleRoute | null>(null);
  useEffect(() => {
    const update = () => setRoute(current());
    update();
    listeners.add(update);
    window.addEventListener("popstate", update);
    return () => {
      listeners.delete(update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return route;
}
