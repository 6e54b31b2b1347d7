import { type NextRequest, NextResponse } from "next/server";
import { parseTenantHost, tenantRouteHost } from "./domain/tenancy/parse-tenant-host";

/**
 * Host → tenant route tree, nothing else: no data fetching and no authorisation here
 * (CVE-2025-29927). The site itself is looked up by the tenant layout.
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get("host");
  const tenant = parseTenantHost(host, process.env.PLATFORM_DOMAIN ?? "localhost");
  const url = request.nextUrl.clone();
  // The segment keeps the port, so a page can build its absolute URLs from its params alone
  // (and be cached per address) instead of reading request headers.
  const prefix =
    tenant.kind === "platform" ? "/platform" : `/site/${encodeURIComponent(tenantRouteHost(host ?? ""))}`;
  url.pathname = `${prefix}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Static files are shared by every tenant and never rewritten.
  matcher: ["/((?!_next/|media/|demo-third-party/|payment-icons/|favicon.ico|icon.svg).*)"],
};
