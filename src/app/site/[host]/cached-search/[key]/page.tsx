import { cachedSearchRoute } from "@/features/stock-search/cached-search-route";

// A common search (GET /search/{slug} or /pre-owned with a canonical query), rewritten here
// by the proxy. Cached per address and search (ISR): a stock change revalidates the site's
// stock tags at once; the sold window is re-judged at least every 5 minutes.
export const revalidate = 300;
export const generateStaticParams = cachedSearchRoute.generateStaticParams;
export const generateMetadata = cachedSearchRoute.generateMetadata;
export default cachedSearchRoute.Page;
