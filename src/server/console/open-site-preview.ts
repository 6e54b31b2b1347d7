import "server-only";
import { draftMode } from "next/headers";
import { parseTenantHost } from "@/domain/tenancy/parse-tenant-host";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { env } from "@/env";
import { PREVIEW_COOKIE, PREVIEW_LIFETIME_SECONDS, readPreviewToken } from "@/server/console/site-preview";
import { getDb } from "@/server/db/client";
import { loadSite } from "@/server/sites/load-site";
import { siteOriginAt } from "@/server/sites/platform-address";

function notFound(): Response {
  return new Response("There is nothing at this address.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });
}

/**
 * GET {site host}/console-preview?token=… : the console's preview link lands here, on the
 * site's own host (the console's cookie never reaches it). A valid token for this host's site
 * turns on draft mode and sets the preview cookie (HttpOnly, SameSite=Lax, 30 minutes), then
 * goes to the home page; anything else is a 404 like any unknown address.
 */
export async function openSitePreview(request: Request, host: string): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token");
  const siteId = readPreviewToken(token);
  if (siteId === null || token === null) return notFound();
  const tenant = parseTenantHost(safeDecodeURIComponent(host), env().PLATFORM_DOMAIN);
  if (tenant.kind === "platform") return notFound();
  const site = await loadSite(await getDb(), { hostname: tenant.hostname, slug: tenant.slug });
  if (!site || site.id !== siteId) return notFound();
  (await draftMode()).enable();
  const secure = env().SITE_URL_SCHEME === "https";
  const response = new Response(null, {
    status: 303,
    headers: { location: `${siteOriginAt(host)}/`, "cache-control": "private, no-store" },
  });
  response.headers.append(
    "set-cookie",
    `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${PREVIEW_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
  return response;
}
