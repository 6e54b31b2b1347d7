import type http from "node:http";
import zlib from "node:zlib";

/**
 * Next 16 answers a page that calls notFound() below a rewrite (every dealer page: proxy.ts
 * rewrites by host) with an empty "error shell" (`<html id="__next_error__">`, no lang, no
 * body) that its script then fills in. Without JavaScript that is a blank page. The front
 * server puts the site's own plain 404 (GET /api/page-not-found) into that document inside
 * <noscript>, and gives it a language; with a script nothing changes.
 */
const ERROR_SHELL = '<html id="__next_error__">';
/** The error shell is a few kilobytes; anything larger is passed on untouched. */
export const BLANK_NOT_FOUND_MAX_BYTES = 256 * 1024;
/** The site's fragment is a kilobyte or two. */
export const NOT_FOUND_FRAGMENT_MAX_BYTES = 32 * 1024;
export const NOT_FOUND_FRAGMENT_PATH = "/api/page-not-found";

/** When the site's own fragment cannot be had (an unknown host, an upstream failure). */
export const GENERIC_NOT_FOUND_FRAGMENT =
  '<main style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>We couldn’t find that page</h1><p><a href="/">Go to the home page</a></p></main>';

/** Whether an answer may be Next's empty 404 document, worth reading to find out. */
export function mayBeBlankNotFound(
  req: Pick<http.IncomingMessage, "method" | "headers">,
  status: number,
  headers: http.IncomingHttpHeaders,
): boolean {
  return (
    req.method === "GET" &&
    status === 404 &&
    req.headers.rsc === undefined &&
    (headers["content-type"] ?? "").startsWith("text/html") &&
    (headers["content-encoding"] === undefined ||
      ["gzip", "br", "deflate"].includes(headers["content-encoding"]))
  );
}

/** The document as text, decompressed within a bound; null when it cannot be read. */
export function readDocument(body: Buffer, encoding: string | undefined): string | null {
  const options = { maxOutputLength: BLANK_NOT_FOUND_MAX_BYTES };
  try {
    const raw =
      encoding === "gzip"
        ? zlib.gunzipSync(body, options)
        : encoding === "br"
          ? zlib.brotliDecompressSync(body, options)
          : encoding === "deflate"
            ? zlib.inflateSync(body, options)
            : body;
    return raw.toString("utf8");
  } catch {
    return null;
  }
}

/**
 * The error shell with the fragment shown when there is no script, and a language; null when
 * the document is not the error shell (a real 404 page, rendered by the server, stays as is).
 */
export function withNoScriptFallback(document: string, fragment: string): string | null {
  const shell = document.indexOf(ERROR_SHELL);
  if (shell === -1) return null;
  const body = document.indexOf("<body>", shell);
  if (body === -1) return null;
  const at = body + "<body>".length;
  const withFragment = `${document.slice(0, at)}<noscript>${fragment}</noscript>${document.slice(at)}`;
  return withFragment.replace(ERROR_SHELL, '<html id="__next_error__" lang="en">');
}
