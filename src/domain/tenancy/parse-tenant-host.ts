export type TenantHost = { kind: "platform" } | { kind: "site"; hostname: string; slug: string | null };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Lower-cases the host and drops the port: "Acme.LOCALHOST:3000" → "acme.localhost". */
export function normaliseHostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * The request's host as the tenant route segment: lower-cased, trimmed, port kept
 * ("Acme.LOCALHOST:3000" → "acme.localhost:3000"). Pages build absolute URLs (canonical,
 * JSON-LD) from it, so it must not come from anywhere a page could not cache by.
 */
export function tenantRouteHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$)|\.$/, "");
}

/**
 * Decides which site a request's Host names. The site is later found by exact domain_name,
 * else by the `{slug}.{platformDomain}` slug; the bare platform host is the directory.
 */
export function parseTenantHost(host: string | null | undefined, platformDomain: string): TenantHost {
  if (!host) return { kind: "platform" };
  const hostname = normaliseHostname(host);
  const platform = normaliseHostname(platformDomain);
  if (hostname === platform || LOOPBACK.has(hostname)) return { kind: "platform" };
  const suffix = `.${platform}`;
  if (hostname.endsWith(suffix)) {
    const slug = hostname.slice(0, -suffix.length);
    // Only one label deep: "www.acme.localhost" is not a slug of the platform.
    return { kind: "site", hostname, slug: /^[a-z0-9-]+$/.test(slug) ? slug : null };
  }
  return { kind: "site", hostname, slug: null };
}
