import "server-only";
import {
  forwardedClient,
  forwardedFromThisMachine,
  forwardedHttps,
  parseTrustedProxies,
  type TrustedProxies,
} from "@/domain/tenancy/trusted-proxies";
import { env } from "@/env";

let parsed: { setting: string; trusted: TrustedProxies } | undefined;

function trustedProxies(): TrustedProxies {
  const setting = env().TRUSTED_PROXIES;
  if (parsed?.setting !== setting) parsed = { setting, trusted: parseTrustedProxies(setting) };
  return parsed.trusted;
}

/**
 * The client address (rate limits, the local-only mail outbox). The front server (npm start)
 * appends the address that connected to it to X-Forwarded-For, and `next start` alone fills
 * it with the socket address when the request has none; entries further left are believed
 * only through the proxies TRUSTED_PROXIES names (default: none), so a client cannot choose
 * its own address by sending the header. A request with no header at all (a route called
 * in-process) falls back to X-Real-IP, then "unknown".
 */
export function clientIp(
  request: Pick<Request, "headers">,
  trusted: TrustedProxies = trustedProxies(),
): string {
  return (
    forwardedClient(request.headers.get("x-forwarded-for"), trusted) ||
    request.headers.get("x-real-ip")?.trim() ||
    "unknown"
  );
}

/**
 * Whether the request comes from this machine (the mail outbox, /metrics without a token,
 * the alert run): the client and every proxy on the way are loopback addresses, and the
 * X-Forwarded-For chain holds no entry beyond the trusted proxies (forwardedFromThisMachine).
 * A request with no header at all (a route called in-process) is not local.
 */
export function isLocalRequest(
  request: Pick<Request, "headers">,
  trusted: TrustedProxies = trustedProxies(),
): boolean {
  return forwardedFromThisMachine(request.headers.get("x-forwarded-for"), trusted);
}

/**
 * Whether a trusted proxy says the request came over https, so the answer carries HSTS: the
 * rule src/proxy.ts applies to Next's answers, for Astro's (src/astro/middleware.ts). A client
 * that reaches the web process around the proxy cannot turn it on with its own header.
 */
export function servedOverHttps(
  request: Pick<Request, "headers">,
  trusted: TrustedProxies = trustedProxies(),
): boolean {
  return forwardedHttps(
    request.headers.get("x-forwarded-for"),
    request.headers.get("x-forwarded-proto"),
    trusted,
  );
}
