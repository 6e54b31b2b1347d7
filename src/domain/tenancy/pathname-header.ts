/**
 * The request header proxy.ts sets to the visitor's own path (before the tenant rewrite),
 * so server layouts can read it with headers(). Set by the proxy on every request.
 */
export const PATHNAME_HEADER = "x-forecourt-pathname";
