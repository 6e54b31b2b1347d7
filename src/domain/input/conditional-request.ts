/**
 * Conditional GET (RFC 9110 section 13): whether a client's copy is current, so the answer
 * can be 304 Not Modified without a body. If-None-Match is compared first, weakly (a weak and a
 * strong tag with the same value match; "*" matches anything); If-Modified-Since counts only
 * when there is no If-None-Match. A header too long to be a client's honest list is ignored
 * (the full answer is always safe).
 */

const MAX_HEADER_LENGTH = 8192;

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

/** An HTTP-date has one-second precision: Last-Modified is compared at that precision. */
function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function isNotModified(
  request: { ifNoneMatch: string | null; ifModifiedSince: string | null },
  current: { etag: string; lastModified: Date },
): boolean {
  const { ifNoneMatch, ifModifiedSince } = request;
  if (ifNoneMatch !== null) {
    if (ifNoneMatch.length > MAX_HEADER_LENGTH) return false;
    if (ifNoneMatch.trim() === "*") return true;
    const wanted = opaque(current.etag);
    return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
  }
  if (ifModifiedSince === null || ifModifiedSince.length > 100) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && seconds(current.lastModified) <= Math.floor(since / 1000);
}
