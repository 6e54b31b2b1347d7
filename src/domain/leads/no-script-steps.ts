import type { FormDefinition } from "@/domain/leads/form-definition";

/**
 * A multi-step form without JavaScript. Each step is an ordinary form
 * post to the form page's Server Action (server/leads/send-no-script-form.ts): the server
 * checks the step, stores it as the incomplete lead the script would have sent, and
 * answers with the form page at the next step. The step and the lead it belongs to travel in
 * these hidden fields and in the page's query.
 */
export const STEP_FIELD = "__step";
export const LEAD_ID_FIELD = "__lead_id";
export const LEAD_TOKEN_FIELD = "__lead_token";
/** The form page's path, so the next step is shown on the page the shopper came from. */
export const PAGE_FIELD = "__page";

/**
 * What a form posted without JavaScript is answered with when it cannot be sent: the form
 * page again, in the site's own shell, with this summary above the fields (naming each field
 * to fix) and what the shopper typed kept. `status` is the HTTP status the API would answer.
 */
export interface NoScriptFormAnswer {
  status: number;
  message: string;
  fields: Readonly<Record<string, string>>;
  values: Readonly<Record<string, string | readonly string[] | boolean>>;
}

/** The fields the engine adds to a post; never stored with the lead. */
export const NO_SCRIPT_FIELDS = [STEP_FIELD, LEAD_ID_FIELD, LEAD_TOKEN_FIELD, PAGE_FIELD] as const;

const MAX_PAGE_PATH = 200;
const CHECK_TYPES = new Set(["check", "opt-in"]);
const LEAD_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A step number from a post or a query: a whole number inside the form, else null. */
export function parseStep(value: unknown, total: number): number | null {
  if (typeof value !== "string" || !/^\d{1,3}$/.test(value)) return null;
  const step = Number(value);
  return step < total ? step : null;
}

/** A lead token's shape (what lead-token.ts issues); anything else is no token. */
export function parseLeadToken(value: unknown): string | null {
  return typeof value === "string" && LEAD_TOKEN.test(value) ? value : null;
}

/**
 * The page to show the next step on: a same-site path (no scheme, no host, no `//`, no
 * backslash, no query), so a forged field cannot send the shopper anywhere else.
 */
export function safePagePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_PAGE_PATH) return null;
  return /^\/(?![/\\])[A-Za-z0-9/_.-]*$/.test(value) && !value.includes("..") ? value : null;
}

/** Where a step's page is: the form page with the step and the lead it continues. */
export function stepUrl(page: string, step: number, lead: { id: number; token: string }): string {
  const query = new URLSearchParams({ step: String(step), lead_id: String(lead.id), lead_token: lead.token });
  return `${page}?${query}`;
}

/** The query keys that carry a lead's update token: the step page's and the post's field. */
const TOKEN_KEYS = new Set(["lead_token", LEAD_TOKEN_FIELD]);

function tokenKey(pair: string): boolean {
  const key = pair.split("=", 1)[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    decoded = key;
  }
  return TOKEN_KEYS.has(decoded.trim().toLowerCase());
}

/**
 * A recorded URL (the lead's page, a visited page, a landing page) without the lead's update
 * token. Only the shopper's own browser may hold the token: a step page's
 * address carries it (stepUrl), and that address must not reach the dealer's email, ADF or
 * webhooks, where anyone reading them could change the lead. Everything else in the URL is
 * kept as it was written; a query left empty loses its `?`.
 */
export function withoutLeadToken(url: string): string {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1) return url;
  const pairs = beforeHash.slice(queryAt + 1).split("&");
  const kept = pairs.filter((pair) => !tokenKey(pair));
  if (kept.length === pairs.length) return url;
  const query = kept.filter((pair) => pair !== "").join("&");
  return `${beforeHash.slice(0, queryAt)}${query ? `?${query}` : ""}${hash}`;
}

/**
 * A later step's body with the answers the lead already holds filled in under it: a step
 * posted on its own (without JavaScript, or resumed from a link) carries only its own
 * fields, while the server checks every step so far (stepsToValidate). Only the form's own
 * fields are taken from the stored lead, and a value the body sends always wins (a null is
 * no value: the payload builder sends `dealership_slug: null` when the step had no choice).
 */
export function withStoredAnswers(
  body: unknown,
  stored: Readonly<Record<string, unknown>>,
  form: FormDefinition | undefined,
): unknown {
  if (!form || typeof body !== "object" || body === null) return body;
  const lead = (body as { lead?: unknown }).lead;
  if (typeof lead !== "object" || lead === null || Array.isArray(lead)) return body;
  const filled: Record<string, unknown> = { ...(lead as Record<string, unknown>) };
  for (const step of form.steps) {
    for (const { name, type } of step.fields) {
      const value = stored[name];
      const sent = filled[name];
      if ((sent !== undefined && sent !== null) || value === undefined || value === null) continue;
      // The yes_no_fields variant stores a tick as 'Yes'/'No'; the form sends a boolean.
      filled[name] = CHECK_TYPES.has(type) && (value === "Yes" || value === "No") ? value === "Yes" : value;
    }
  }
  return { ...body, lead: filled };
}
