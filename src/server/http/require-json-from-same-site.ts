import "server-only";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { AppError } from "@/server/http/app-error";
import { isJsonContentType } from "@/server/http/read-body";

/**
 * The JSON lead API takes JSON from the site's own pages only. A body
 * sent as text/plain or form data is a "simple" cross-origin request a browser sends without
 * asking: any other website could make its visitors post leads. So: 415 for anything but
 * JSON (a browser must then ask CORS first, which this API never allows), and 403 when an
 * Origin is sent and is not this site's own address (`routeHost`, the Host the request
 * reached, as proxy.ts passes it). Requests without an Origin (server to server) pass.
 */
export function requireJsonFromSameSite(request: Request, routeHost: string): void {
  if (!isJsonContentType(request)) {
    throw new AppError("unsupported_media_type", "Send the lead as JSON (Content-Type: application/json).");
  }
  const origin = request.headers.get("origin");
  if (origin === null) return;
  if (!sameHost(origin, routeHost)) {
    throw new AppError("forbidden", "Leads can only be sent from this site's own pages.");
  }
}

function sameHost(origin: string, routeHost: string): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== "http:" && from.protocol !== "https:") return false;
    // The site's address, parsed the same way so default ports and case compare equal.
    const site = new URL(`${from.protocol}//${safeDecodeURIComponent(routeHost)}`);
    return from.host === site.host;
  } catch {
    return false;
  }
}
