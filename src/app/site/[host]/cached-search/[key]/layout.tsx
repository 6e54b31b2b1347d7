import { cachedSearchRoute } from "@/features/stock-search/cached-search-route";

// The search page, or (unknown search slug) the helpful part of its 404.
export default cachedSearchRoute.Layout;
