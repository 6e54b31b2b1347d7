import { checkActionFields, checkPagePost, checkPostOrigin, isPagePost } from "@/domain/security/page-posts";
import { parseTenantHost } from "@/domain/tenancy/parse-tenant-host";

const REASONS = {
  400: "Bad Request",
  403: "Forbidden",
  411: "Length Required",
  413: "Content Too Large",
} as const;

/** A refusal as plain text, with its reason phrase. */
export function plainRefusal(status: keyof typeof REASONS, message: string): Response {
  return new Response(`${REASONS[status]}: ${message}\n`, {
    status,
    statusText: REASONS[status],
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/**
 * A POST to a page is a lead form's no-JavaScript post (ADR 013): Next's Server Action, which
 * Next reads itself and answers 500 to a body it cannot parse or that is over its limit, or an
 * Astro form page's plain form post. Either renderer refuses the same posts before a page reads
 * them (src/proxy.ts for Next, src/astro/middleware.ts for Astro): 403 for a post from another
 * site's page (400 for an Origin that is not one), 400 for a script's action call, a form that
 * cannot be read or action fields that are not the platform's own form's, 411 without a
 * length, 413 over the form limit. Route handlers (page-posts.ts) bound their own bodies.
 * Null when the request is not refused (the body is read from a clone, so it is still there).
 */
export async function refuseUnreadablePagePost(request: Request, pathname: string): Promise<Response | null> {
  const tenant = parseTenantHost(request.headers.get("host"), process.env.PLATFORM_DOMAIN ?? "localhost");
  if (!isPagePost(request.method, pathname, tenant.kind)) return null;
  const origin = checkPostOrigin({
    origin: request.headers.get("origin"),
    host: request.headers.get("host"),
    forwardedHost: request.headers.get("x-forwarded-host"),
  });
  if (origin.kind === "refuse") return plainRefusal(origin.status, origin.message);
  const check = checkPagePost({
    contentLength: request.headers.get("content-length"),
    contentType: request.headers.get("content-type"),
    nextAction: request.headers.get("next-action"),
  });
  if (check.kind === "refuse") return plainRefusal(check.status, check.message);
  if (check.kind === "parse-form") {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return plainRefusal(400, "The form's body could not be read.");
    }
    const fields = [...form.entries()].map(([name, value]): [string, string | null] => [
      name,
      typeof value === "string" ? value : null,
    ]);
    const action = checkActionFields(fields);
    if (action.kind === "refuse") return plainRefusal(action.status, action.message);
  }
  return null;
}
