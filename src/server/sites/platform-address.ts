import "server-only";
import { type PlatformAddress, siteOrigin } from "@/domain/tenancy/host-origin";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { env } from "@/env";

/** This deployment's public address, from the environment. */
export function platformAddress(): PlatformAddress {
  const { PLATFORM_DOMAIN, PUBLIC_PORT, SITE_URL_SCHEME } = env();
  return { domain: PLATFORM_DOMAIN, port: PUBLIC_PORT, scheme: SITE_URL_SCHEME };
}

/**
 * A site's public origin for the host it was reached at (the tenant route segment or a Host
 * header): that host name, with PUBLIC_PORT and SITE_URL_SCHEME, never the Host's own port.
 */
export function siteOriginAt(host: string): string {
  return siteOrigin(safeDecodeURIComponent(host), platformAddress());
}
