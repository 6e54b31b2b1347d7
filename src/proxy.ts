import { type NextRequest, NextResponse } from "next/server";
import { parseTenantHost } from "./domain/tenancy/parse-tenant-host";
import { PATHNAME_HEADER } from "./domain/tenancy/pathname-header";

/**
 * Host → tenant route tree, nothing else: no data fetching and no authorisation here
 * (CVE-2025-29927). The site itself is looked up by the tenant layout.
 */
export function proxy(request: NextRequest) {
  const tenant = parseTenantHost(request.headers.get("host"), process.env.PLATFORM_DOMAIN ?? "localhost");
  const url = request.nextUrl.clone();
  const prefix = tenant.kind === "platform" ? "/platform" : `/site/${encodeURIComponent(tenant.hostname)}`;
  url.pathname = `${prefix}${request.nextUrl.pathname}`;
  // Layouts do not see the visitor's path; the shell needs it (chat visibility, page-view
  // events). Always overwritten, so a client cannot choose it.
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Static files are shared by every tenant and never rewritten.
  matcher: ["/((?!_next/|media/|demo-third-party/|payment-icons/|favicon.ico|icon.svg).*)"],
};
