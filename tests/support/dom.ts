// Component tests (`*.test.tsx` with `// @vitest-environment jsdom`): Testing Library's
// matchers, a clean document between tests, and a fresh device storage and data layer.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// findBy… and waitFor wait for what the user would see, not for a deadline: the suite runs
// on a loaded 2-core machine, where Testing Library's 1 s default fails a correct form that
// validates asynchronously (zodResolver) a moment late. A broken component still fails, later.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Replaces fetch with a recorder that answers 204; returns the calls as [path, parsed body]. */
export function recordFetches(): { calls: () => [string, unknown][] } {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
  );
  vi.stubGlobal("fetch", fetch);
  return {
    calls: () =>
      fetch.mock.calls.map(([input, init]) => [
        String(input),
        typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      ]),
  };
}

/** The event ids pushed to window.dataLayer so far. */
export function dataLayerEventIds(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    entry !== null && typeof entry === "object" && "event_id" in entry ? entry.event_id : entry,
  );
}
