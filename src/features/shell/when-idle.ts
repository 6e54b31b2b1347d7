/** Runs `callback` when the browser is first idle, as Astro's `client:idle` does (200 ms where requestIdleCallback is missing). */
export function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 200);
}
