import { normaliseHostname } from "./parse-tenant-host";

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.localhost$/;

/** Whether a host (port allowed) names this machine: localhost, *.localhost, 127.x, [::1]. */
export function isLocalHost(host: string): boolean {
  return LOCAL.test(normaliseHostname(host));
}

/**
 * A site's origin from the host it was reached at. Local addresses are served over plain
 * HTTP; every other host is assumed to sit behind TLS unless the deployment says otherwise.
 */
export function hostOrigin(host: string, scheme?: "http" | "https"): string {
  const chosen = scheme ?? (isLocalHost(host) ? "http" : "https");
  return `${chosen}://${host}`;
}
