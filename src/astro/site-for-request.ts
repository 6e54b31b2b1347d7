// The dealer site an Astro page answers for, found as Next's site routes find it.
import type { AstroCookies } from "astro";
import { normaliseHostname, type TenantHost, tenantRouteHost } from "@/domain/tenancy/parse-tenant-host";
import { PREVIEW_COOKIE } from "@/server/console/site-preview";
import { getSiteForHostPreviewing } from "@/server/sites/get-site";

/**
 * The request's site: `host` as proxy.ts passes it to Next's site routes (encoded, lower
 * case), `hostname` for the platform's "Site not found", and the site, or null for an unknown
 * host or the platform's own. An unpublished site is shown only to staff previewing it (the
 * console's signed cookie).
 */
export async function siteForRequest(
  request: Request,
  locals: { tenant: TenantHost },
  cookies: AstroCookies,
) {
  const requestHost = request.headers.get("host") ?? "";
  const host = encodeURIComponent(tenantRouteHost(requestHost));
  const site =
    locals.tenant.kind === "site"
      ? await getSiteForHostPreviewing(host, cookies.get(PREVIEW_COOKIE)?.value)
      : null;
  return { host, hostname: normaliseHostname(requestHost), site };
}
