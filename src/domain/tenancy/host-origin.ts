import { normaliseHostname } from "@/domain/tenancy/parse-tenant-host";

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.localhost$/;

/** Whether a host (port allowed) names this machine: localhost, *.localhost, 127.x, [::1]. */
export function isLocalHost(host: string): boolean {
  return LOCAL.test(normaliseHostname(host));
}

/** Whether an IP address is this machine's own (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * A site's origin from the host it was reached at. Local addresses are served over plain
 * HTTP; every other host is assumed to sit behind TLS unless the deployment says otherwise.
 */
export function hostOrigin(host: string, scheme?: "http" | "https"): string {
  const chosen = scheme ?? (isLocalHost(host) ? "http" : "https");
  return `${chosen}://${host}`;
}

export interface PlatformAddress {
  /** PLATFORM_DOMAIN, e.g. localhost or forecourt.example */
  domain: string;
  /** The port shoppers reach the platform on (PUBLIC_PORT). */
  port: number;
  /** SITE_URL_SCHEME, when the deployment says. */
  scheme?: "http" | "https";
}

/**
 * The one builder of a deployment address: the platform host itself, or a site on it by its
 * slug ("harbourcity" → http://harbourcity.localhost:3000). Ports 80 and 443 are left out.
 */
export function platformOrigin(address: PlatformAddress, siteSlug?: string): string {
  return publicOrigin(siteSlug ? `${siteSlug}.${address.domain}` : address.domain, address);
}

/**
 * A site's public origin at the address a request reached it by: the
 * request's host name, which named the site (its own domain or `{slug}.{platform domain}`),
 * with the deployment's configured port (PUBLIC_PORT) and scheme. Whatever port the Host
 * header carried is dropped, so a link the platform writes (an emailed sign-in link, a
 * payment callback, a canonical URL) never points at a port a request made up.
 */
export function siteOrigin(host: string, address: Pick<PlatformAddress, "port" | "scheme">): string {
  return publicOrigin(normaliseHostname(host), address);
}

function publicOrigin(hostname: string, address: Pick<PlatformAddress, "port" | "scheme">): string {
  const defaultPort = address.port === 80 || address.port === 443;
  return hostOrigin(defaultPort ? hostname : `${hostname}:${address.port}`, address.scheme);
}
