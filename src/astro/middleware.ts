import { defineMiddleware } from "astro:middleware";
import { malformedRequestReason } from "@/domain/security/malformed-request";
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "@/domain/security/security-headers";
import { parseTenantHost } from "@/domain/tenancy/parse-tenant-host";
import { recordRenderReads } from "@/server/cache/render-tags";
import { servedOverHttps } from "@/server/http/client-ip";
import { refuseUnreadablePagePost } from "@/server/http/page-post-refusal";

const HEADERS = securityHeaders({ dev: import.meta.env.DEV });

/**
 * Every Astro answer: the tenant its Host names (the same rule src/proxy.ts applies for Next)
 * in `locals.tenant`, the same fixed security headers as Next's pages (next.config.ts), and
 * HSTS when a trusted proxy says the request came over https (as src/proxy.ts adds it); a
 * request no page can make sense of is a 400, and a page's form post is checked, as
 * src/proxy.ts does both.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // What src/proxy.ts refuses before Next decodes anything (a NUL in a search filter, a
  // malformed escape, a Host that is not one) is refused here alike, before any page runs.
  const malformed = malformedRequestReason({
    host: context.request.headers.get("host"),
    pathname: context.url.pathname,
    searchParams: context.url.searchParams,
  });
  if (malformed !== null) {
    const refused = new Response(`Bad Request: ${malformed}\n`, {
      status: 400,
      statusText: "Bad Request",
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
    for (const { key, value } of HEADERS) refused.headers.set(key, value);
    return refused;
  }
  // A form page's post without JavaScript (its lead form): refused as src/proxy.ts refuses a
  // post to one of Next's pages (cross-site Origin, no length, over the form limit, a body
  // that does not parse), before the page reads it.
  const unreadable = await refuseUnreadablePagePost(context.request, context.url.pathname);
  if (unreadable !== null) {
    for (const { key, value } of HEADERS) unreadable.headers.set(key, value);
    return unreadable;
  }
  context.locals.tenant = parseTenantHost(
    context.request.headers.get("host"),
    process.env.PLATFORM_DOMAIN ?? "localhost",
  );
  const render = recordRenderReads(() => next());
  let response = await render.done;
  const shared = context.locals.sharedPage;
  if (shared && response.status === 200) {
    // A page shared by every shopper of its site goes into the page cache (page-cache-provider.ts)
    // tagged with every data-cache read of its render, so a write that expires one of them drops
    // it. The render streams, and the layout's components read as it does: the whole body
    // first, then the tags are complete.
    const body = await response.arrayBuffer();
    context.cache.set({
      maxAge: Math.max(1, Math.min(shared.maxAge, render.reads.revalidateSeconds)),
      swr: shared.maxAge,
      tags: [...render.reads.tags],
    });
    response = new Response(body, response);
  }
  for (const { key, value } of HEADERS) if (!response.headers.has(key)) response.headers.set(key, value);
  if (servedOverHttps(context.request))
    response.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return response;
});
