import { type NextRequest, NextResponse } from "next/server";
import { malformedRequestReason } from "@/domain/security/malformed-request";
import { STRICT_TRANSPORT_SECURITY } from "@/domain/security/security-headers";
import { parseTenantHost, tenantRouteHost } from "@/domain/tenancy/parse-tenant-host";
import { forwardedHttps, parseTrustedProxies, type TrustedProxies } from "@/domain/tenancy/trusted-proxies";
import { plainRefusal, refuseUnreadablePagePost } from "@/server/http/page-post-refusal";

let trusted: { setting: string; value: TrustedProxies } | undefined;

/** TRUSTED_PROXIES, parsed once (env.ts validated it when the server started). */
function trustedProxies(): TrustedProxies {
  const setting = process.env.TRUSTED_PROXIES ?? "";
  if (trusted?.setting !== setting) trusted = { setting, value: parseTrustedProxies(setting) };
  return trusted.value;
}

/**
 * Host → tenant route tree, nothing else: no data fetching and no authorisation here
 * (CVE-2025-29927). The site itself is looked up by the tenant layout. The one header it adds
 * is HSTS, when a trusted proxy says the request came over https; the fixed
 * security headers come from next.config.ts.
 */
export async function proxy(request: NextRequest) {
  const refused =
    refuseMalformedRequest(request) ?? (await refuseUnreadablePagePost(request, request.nextUrl.pathname));
  if (refused) return refused;
  const host = request.headers.get("host");
  const tenant = parseTenantHost(host, process.env.PLATFORM_DOMAIN ?? "localhost");
  const url = request.nextUrl.clone();
  // The segment keeps the port, so a page can build its absolute URLs from its params alone
  // (and be cached per address) instead of reading request headers.
  const prefix =
    tenant.kind === "platform" ? "/platform" : `/site/${encodeURIComponent(tenantRouteHost(host ?? ""))}`;
  url.pathname = `${prefix}${request.nextUrl.pathname}`;
  const https = forwardedHttps(
    request.headers.get("x-forwarded-for"),
    request.headers.get("x-forwarded-proto"),
    trustedProxies(),
  );
  return NextResponse.rewrite(
    url,
    https ? { headers: { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } } : undefined,
  );
}

export const config = {
  // Static files are shared by every tenant and never rewritten.
  matcher: ["/((?!_next/|media/|fonts/|demo-third-party/|payment-icons/|badges/|favicon.ico|icon.svg).*)"],
};

/**
 * Requests no page or route can make sense of are answered here, before
 * anything decodes them: a path with a malformed percent-escape such as /%zz (400), a
 * Host that is not a host name (400), or a NUL in a query parameter (400;
 * domain/security/malformed-request.ts, which Astro's middleware applies too). (TRACE never
 * reaches this far: Next cannot build a request for it, so the front server answers it with 405.)
 */
export function refuseMalformedRequest(request: NextRequest): Response | null {
  const reason = malformedRequestReason({
    host: request.headers.get("host"),
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
  });
  return reason === null ? null : badRequest(reason);
}

function badRequest(message: string): Response {
  return plainRefusal(400, message);
}
