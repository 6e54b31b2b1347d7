import "server-only";
import type { PlatformAddress } from "@/domain/tenancy/host-origin";
import { env } from "@/env";

/** This deployment's public address, from the environment. */
export function platformAddress(): PlatformAddress {
  const { PLATFORM_DOMAIN, PUBLIC_PORT, SITE_URL_SCHEME } = env();
  return { domain: PLATFORM_DOMAIN, port: PUBLIC_PORT, scheme: SITE_URL_SCHEME };
}
