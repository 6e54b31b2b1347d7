// Request body limits, in one place for the routes and for next.config.ts. Lead files: the upload limits
// (Next buffers a request body for proxy.ts only up to its proxyClientMaxBodySize; that
// must be above the route's limit, or a 10-25 MB upload arrives cut short).

export const MAX_LEAD_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_LEAD_FILES_TOTAL_BYTES = 25 * 1024 * 1024;
export const MAX_LEAD_FILES = 10;
/** The with-files body limit: the files, multipart framing, and room for the lead's fields. */
export const WITH_FILES_BODY_LIMIT = MAX_LEAD_FILES_TOTAL_BYTES + 256 * 1024;
/**
 * What Next may buffer of any request body before proxy.ts: more than the largest route
 * limit, so the route sees enough of an oversized body to answer 413 with its limit instead
 * of a silently truncated body.
 */
export const PROXY_BODY_BUFFER_BYTES = WITH_FILES_BODY_LIMIT + 1024 * 1024;

/**
 * The largest body a form or API request may send unless its route says otherwise (uploads do):
 * a lead is a few KB, and 64 KB leaves room for long messages. It bounds the API routes and the
 * no-JavaScript form's Server Action alike (next.config.ts).
 */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
