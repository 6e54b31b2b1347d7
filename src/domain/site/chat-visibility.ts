/**
 * "Layout": the chat widget is hidden for some dealers on /cars, /our-locations/ and
 * /checkout-journey, and on careers pages for another dealer type. Both are settings.
 */

export interface ChatVisibilityRules {
  /** A path hides the widget on itself and everything under it: '/cars' covers '/cars/x'. */
  hide_on_paths: readonly string[];
  hide_on_careers: boolean;
}

const CAREERS_PATHS = ["/careers", "/current-positions"] as const;

export function isChatHidden(pathname: string, rules: ChatVisibilityRules): boolean {
  const path = normalise(pathname);
  // Careers pages may live under /pages on sites that use a pages path.
  const withoutPages = path.startsWith("/pages/") ? path.slice("/pages".length) : path;
  if (rules.hide_on_careers && CAREERS_PATHS.some((p) => isUnder(path, p) || isUnder(withoutPages, p)))
    return true;
  return rules.hide_on_paths.some((p) => isUnder(path, normalise(p)));
}

/** Lower-case path without query, hash or trailing slash ('/' stays '/'). */
function normalise(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? "").toLowerCase().replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** '/' would otherwise be a prefix of every path; as a rule it means the home page only. */
function isUnder(path: string, base: string): boolean {
  if (base === "/") return path === "/";
  return path === base || path.startsWith(`${base}/`);
}
