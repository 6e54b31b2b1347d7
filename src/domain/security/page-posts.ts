import { jsonDepthExceeds } from "@/domain/input/input-safety";
import { FORM_BODY_LIMIT_BYTES } from "@/domain/leads/lead-file-limits";

/**
 * The POSTs answered by route handlers (`app/**\/route.ts`), which bound and parse their own
 * bodies, on a site's host and on the platform's. Every other POST is a page's form: the
 * no-JavaScript lead form's Server Action (ADR 013), which Next reads itself, and an address
 * no route serves, which Next renders as its not-found page and reads the same way (so an
 * unknown path under a route's folder, such as /mock/leads/1/x, is checked like a page).
 * Every /api/ path has a route handler (unknown ones answer the API's 404).
 * `page-post-routes.test.ts` checks that every route handler taking a POST is listed here.
 */
const ROUTE_HANDLER_POSTS: Record<"site" | "platform", readonly RegExp[]> = {
  site: [/^\/api\//, /^\/checkout-journey\/step$/, /^\/demo-assistant\/answers$/, /^\/mock\/leads$/],
  platform: [
    /^\/api\//,
    /^\/console\/api\//,
    /^\/demo-providers\/(adyen|windcave)\//,
    /^\/demo-providers\/nevdis\/vehicles\/lookup$/,
    /^\/demo-providers\/stripe\/v1\/(refunds|checkout\/sessions)$/,
    /^\/demo-providers\/stripe\/pay\/[^/]+$/,
    /^\/demo-providers\/lead-webhook$/,
  ],
};

/** Whether a POST to this path goes to a page (a Server Action) rather than a route handler. */
export function isPagePost(method: string, pathname: string, tenant: "site" | "platform"): boolean {
  return method === "POST" && !ROUTE_HANDLER_POSTS[tenant].some((route) => route.test(pathname));
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

/**
 * Whether a page's form post comes from the site's own pages: without an Origin header (a
 * browser that sends none, a script), or with one whose host is the request's (the first
 * X-Forwarded-Host when a proxy set one, else Host; what Next compares). Next aborts a
 * cross-origin action with a 500; the proxy answers it 403 first, and an Origin that is not
 * a URL 400.
 */
export function checkPostOrigin(headers: {
  origin: string | null;
  host: string | null;
  forwardedHost: string | null;
}): { kind: "ok" } | { kind: "refuse"; status: 400 | 403; message: string } {
  if (headers.origin === null) return { kind: "ok" };
  const host = headers.forwardedHost?.split(",")[0]?.trim() || headers.host;
  let originHost: string;
  try {
    originHost = headers.origin === "null" ? "null" : new URL(headers.origin).host;
  } catch {
    return { kind: "refuse", status: 400, message: "The Origin header is not a valid origin." };
  }
  if (host && originHost === host) return { kind: "ok" };
  return {
    kind: "refuse",
    status: 403,
    message: "A form on this site may only be posted from its own pages.",
  };
}

/** The field names React gives a form bound to a Server Action (the no-JavaScript form). */
const ACTION_FIELD = "$ACTION_";
const ACTION_REF = "$ACTION_REF_";
const ACTION_KEY = "$ACTION_KEY";
/** A Server Action's id: hex, 40 or 42 characters in Next 16. */
const ACTION_ID = /^[0-9a-f]{8,64}$/;
/** The most arguments a form's action is bound to (the form's id, the previous answer). */
const MAX_BOUND_ARGUMENTS = 8;
/** How deep the bound arguments may nest (the previous answer is an object of objects). */
const MAX_BOUND_DEPTH = 8;
/**
 * React's reply encoding writes a text starting with `$` as `$$…`; other `$` texts are
 * references. Plain values (undefined, NaN, infinities, -0, a date, a bigint) are harmless;
 * references to other parts (`$Q2` a Map, `$B1` a Blob, `$@1` a promise, `$F`, `$K`, `$1`…)
 * are what Next cannot resolve from a form.
 */
const PLAIN_REFERENCE = /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$|D|n-?\d+$)/;

/**
 * Whether a page form's fields call its Server Action the way the platform's own form does,
 * or are some other request Next cannot answer (500) and that no form of the platform sends.
 * The platform's one action was the lead form's no-JavaScript post on Next's pages, bound to the
 * form's id (and, once answered, the answer); no page has it since the forms moved to Astro,
 * which posts plain forms, but a post in its shape is still read as an action by Next. React
 * named its fields `$ACTION_REF_<p>` (empty),
 * `$ACTION_<p>:0` (`{"id":…,"bound":"$@1"}`), `$ACTION_<p>:1` (the bound arguments) and
 * `$ACTION_KEY` (the state's key). Refused (400): an unbound call (`$ACTION_ID_<id>`), more
 * than one action, any other `$ACTION_` field, and bound arguments that are not a short list
 * of plain values: references to other parts (`"$Q2"`, `"$B1"`), or nesting deeper than 8
 * (a 3,000-deep array). A post without any `$ACTION_` field is a plain form post and is left
 * to the page. Values that are files are given as null.
 */
export function checkActionFields(fields: Iterable<[string, string | null]>): PagePostCheck {
  const refuse = (why: string): PagePostCheck => ({
    kind: "refuse",
    status: 400,
    message: `This form's action fields are not the site's own: ${why}.`,
  });
  const action = new Map<string, string | null>();
  let prefix: string | null = null;
  for (const [name, value] of fields) {
    if (!name.startsWith(ACTION_FIELD)) continue;
    if (name === ACTION_KEY) {
      if (value === null || value.length > 100) return refuse("the action's state key is not a short text");
      continue;
    }
    if (name.startsWith(ACTION_REF)) {
      if (prefix !== null) return refuse("more than one action");
      prefix = name.slice(ACTION_REF.length);
      if (prefix.length > 40 || prefix.includes(":")) return refuse("the action's name is malformed");
      continue;
    }
    if (name.startsWith("$ACTION_ID_")) return refuse("an action called without its bound form");
    if (value === null) return refuse(`${name.slice(0, 60)} is not a text`);
    if (action.has(name)) return refuse(`${name.slice(0, 60)} is given twice`);
    action.set(name, value);
  }
  if (prefix === null)
    return action.size === 0 ? { kind: "ok" } : refuse("action parts without an action to call");
  const head = `${ACTION_FIELD}${prefix}:`;
  for (const name of action.keys()) {
    if (name !== `${head}0` && name !== `${head}1`) return refuse(`${name.slice(0, 60)} is not expected`);
  }
  const meta = parseJson(action.get(`${head}0`));
  if (
    meta === undefined ||
    meta === null ||
    typeof meta !== "object" ||
    Array.isArray(meta) ||
    Object.keys(meta).length !== 2 ||
    typeof (meta as { id?: unknown }).id !== "string" ||
    !ACTION_ID.test((meta as { id: string }).id) ||
    (meta as { bound?: unknown }).bound !== "$@1"
  )
    return refuse("the action's description is malformed");
  const boundText = action.get(`${head}1`) ?? "";
  if (jsonDepthExceeds(boundText, MAX_BOUND_DEPTH))
    return refuse(`the action's bound arguments nest more than ${MAX_BOUND_DEPTH} levels deep`);
  const bound = parseJson(boundText);
  if (!Array.isArray(bound) || bound.length > MAX_BOUND_ARGUMENTS)
    return refuse("the action's bound arguments are not a short list");
  // Every text in them, at any depth (iteratively; the depth is bounded above).
  const pending: unknown[] = [...bound];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.startsWith("$") && !PLAIN_REFERENCE.test(value))
        return refuse("the action's bound arguments refer to other parts");
    } else if (value !== null && typeof value === "object") pending.push(...Object.values(value));
  }
  return { kind: "ok" };
}

/** The JSON value of a text, or undefined when it is absent or not JSON (never throws). */
function parseJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
