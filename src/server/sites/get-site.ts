import "server-only";
import { cache } from "react";
import { parseTenantHost } from "../../domain/tenancy/parse-tenant-host";
import { env } from "../../env";
import { cached } from "../cache/cached";
import { cacheTags } from "../cache/tags";
import { getDb } from "../db/client";
import { loadSite } from "./load-site";

const loadSiteCached = cached(
  async (hostname: string, slug: string | null) => loadSite(await getDb(), { hostname, slug }),
  ["site-by-host"],
  { tags: () => [cacheTags.sites] },
);

/** The site for a host (as passed by proxy.ts), or null; deduplicated within a request. */
export const getSiteForHost = cache(async (host: string) => {
  const tenant = parseTenantHost(decodeURIComponent(host), env().PLATFORM_DOMAIN);
  if (tenant.kind === "platform") return null;
  return loadSiteCached(tenant.hostname, tenant.slug);
});
