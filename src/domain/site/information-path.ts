import { type LinkContext, resolveLink } from "@/domain/site/resolve-link";

/**
 * "Link handling" applied to requests: a /pages/... address is served where
 * resolveLink would have linked it. When the rule strips /pages (privacy-policy,
 * terms-and-conditions, about-us, vehicle-parts-and-accessories always; every page on a site
 * that does not use a pages path), the request is redirected to the stripped path so each
 * page has one address; otherwise the page renders under /pages. Only single-segment slugs
 * are information pages.
 */
export type InformationPathMatch =
  | { kind: "page"; slug: string }
  | { kind: "redirect"; location: string }
  | { kind: "none" };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function matchInformationPath(
  segments: readonly string[],
  search: string,
  ctx: LinkContext,
): InformationPathMatch {
  const decoded = segments.map((s) => safeDecode(s));
  const [first, second, third] = decoded;
  if (first === undefined) return { kind: "none" };
  if (first.toLowerCase() !== "pages") {
    return second === undefined && SLUG.test(first) ? { kind: "page", slug: first } : { kind: "none" };
  }
  if (second === undefined || third !== undefined || !SLUG.test(second)) return { kind: "none" };
  const resolved = resolveLink(`/pages/${second}`, ctx);
  if (resolved.kind === "internal" && resolved.href !== `/pages/${second}`) {
    return { kind: "redirect", location: `${resolved.href}${search}` };
  }
  return { kind: "page", slug: second };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
