import { FORM_BODY_LIMIT_BYTES } from "@/domain/leads/lead-file-limits";

/**
 * The paths whose POSTs are answered by route handlers (`app/**\/route.ts`), which bound and
 * parse their own bodies. Every other POST is a page's form: the no-JavaScript lead form's
 * Server Action (ADR 013), which Next reads itself. `page-post-routes.test.ts` checks that
 * every route handler taking a POST is under one of these.
 */
const ROUTE_HANDLER_POST_PREFIXES = [
  "/api/",
  "/console/api/",
  "/checkout-journey/step",
  "/demo-assistant/",
  "/mock/",
  "/demo-providers/",
] as const;

/** Whether a POST to this path goes to a page (a Server Action) rather than a route handler. */
export function isPagePost(method: string, pathname: string): boolean {
  return method === "POST" && !ROUTE_HANDLER_POST_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The content types a browser's form posts with: what Next reads as a Server Action's form. */
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

export type PagePostCheck =
  | { kind: "ok" }
  | { kind: "refuse"; status: 400 | 411 | 413; message: string }
  | { kind: "parse-form" };

/**
 * What a POST to a page must be before Next reads it: a plain form post, not a script's
 * action call (400), with a declared length (411 without one),
 * within the form limit (413 above it; Next's own limit answers 500), and, when it says it
 * is a form, a form the platform can read (checked by the caller: a malformed one is a 400,
 * where Next would answer 500).
 */
export function checkPagePost(headers: {
  contentLength: string | null;
  contentType: string | null;
  nextAction: string | null;
}): PagePostCheck {
  // The platform's one Server Action is the form's no-JavaScript post, which the browser sends
  // as a plain form. A script calling it (the Next-Action header) is not one of its pages: Next
  // would answer 500 to a body that is not what the action takes.
  if (headers.nextAction !== null)
    return { kind: "refuse", status: 400, message: "This page's form is posted without a script." };
  const length = headers.contentLength === null ? Number.NaN : Number(headers.contentLength);
  if (!Number.isSafeInteger(length) || length < 0)
    return { kind: "refuse", status: 411, message: "A form post needs a Content-Length." };
  if (length > FORM_BODY_LIMIT_BYTES)
    return {
      kind: "refuse",
      status: 413,
      message: `A form post may be at most ${FORM_BODY_LIMIT_BYTES / 1024} KB.`,
    };
  const type = (headers.contentType ?? "").toLowerCase();
  return FORM_TYPES.some((form) => type.startsWith(form)) ? { kind: "parse-form" } : { kind: "ok" };
}
