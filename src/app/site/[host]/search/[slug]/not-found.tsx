import { headers } from "next/headers";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { SearchNotFound } from "@/features/stock-search/search-not-found";
import { getSiteForHost } from "@/server/sites/get-site";

/** An unknown search slug (a search rendered per request): a 404 that sends the shopper to the site's stock. */
export default async function SearchSlugNotFound() {
  const host = (await headers()).get("host") ?? "";
  const site = await getSiteForHost(encodeURIComponent(host));
  return <SearchNotFound searchPath={site ? siteSearchPath(site) : "/"} />;
}
