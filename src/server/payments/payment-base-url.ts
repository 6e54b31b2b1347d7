import "server-only";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";

/**
 * The base URL an adapter calls, from a dealership's stored `base_url`: an absolute URL is the
 * real provider (or any stand-in the operator runs); a path ("/demo-providers/stripe") is this
 * platform's own stand-in (src/demo), reached on localhost at the server's port, and is refused
 * (null) outside a local platform domain, so no demo payment can reach a real site.
 */
export function resolvePaymentBaseUrl(
  stored: string,
  { platformDomain, port }: { platformDomain: string; port: number } = {
    platformDomain: env().PLATFORM_DOMAIN,
    // The port shoppers use (the front server's), so the hosted page's address works in a browser.
    port: env().PUBLIC_PORT,
  },
): string | null {
  if (/^https?:\/\//.test(stored)) {
    return stored.includes("/demo-providers/") && !isLocalHost(platformDomain) ? null : stored;
  }
  if (!stored.startsWith("/demo-providers/") || !isLocalHost(platformDomain)) return null;
  return `http://localhost:${port}${stored}`;
}
