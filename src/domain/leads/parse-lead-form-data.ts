// POST /api/leads/with-files and /api/carClarityCustomer take a form-serialised body.
// Two shapes are accepted: a `lead` field holding the lead as JSON, or the lead's fields one
// by one in bracket notation (lead[email], lead[visited_pages][], lead[skipped_steps][0][from],
// lead[linked_query_params][gclid]). Values arrive as strings; the typed payload fields are
// turned back into numbers and booleans so the same leadBodySchema checks both intakes.
//
// The parser is bounded: a field name may nest at most MAX_FORM_KEY_DEPTH
// brackets, a list index is at most MAX_LIST_INDEX and lists are dense (the next index is
// the list's length or one already used: `[5]` on an empty list is refused, never a sparse
// array of 5 holes), an object holds at most MAX_OBJECT_KEYS keys and a form at most
// MAX_FORM_FIELDS fields. Breaking a bound is a validation failure naming the field, so no
// form can make the server allocate more than its body's size or spin on it.

import { defined } from "@/domain/defined";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "@/domain/input/input-safety";

export type FormEntry = [name: string, value: string];

const NUMBER_FIELDS = new Set(["lead_id", "location_id", "step_number"]);
const BOOLEAN_FIELDS = new Set(["form_completed", "has_files", "opt_in"]);
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** The most fields a form may carry (a lead has about 40, plus its lists). */
export const MAX_FORM_FIELDS = 2000;
/** The largest list index: `lead[visited_pages][1000]` is the 1,001st page, and the last. */
export const MAX_LIST_INDEX = 1000;
/** The most bracket levels in a field name: lead[skipped_steps][0][from] has three. */
const MAX_FORM_KEY_DEPTH = 4;
/** The most keys one object (the lead, linked_query_params, a skipped step) may hold. */
const MAX_OBJECT_KEYS = 200;
/** The longest field name. */
const MAX_FIELD_NAME_LENGTH = 200;
/** The longest `lead` JSON field: a lead is a few KB. */
const MAX_LEAD_JSON_LENGTH = 64 * 1024;

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

export type LeadFormResult =
  | { ok: true; body: { lead?: unknown } }
  | { ok: false; fields: Record<string, string> };

class FieldLimit extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function parseKey(name: string): string[] | null {
  if (name.length > MAX_FIELD_NAME_LENGTH) {
    throw new FieldLimit(name.slice(0, 60), `field names are at most ${MAX_FIELD_NAME_LENGTH} characters`);
  }
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const parts = [defined(match[1], "a field name")];
  for (const part of (match[2] ?? "").matchAll(/\[([^[\]]*)\]/g))
    parts.push(defined(part[1], "a bracket's key"));
  if (parts.length - 1 > MAX_FORM_KEY_DEPTH) {
    throw new FieldLimit(name, `must not nest more than ${MAX_FORM_KEY_DEPTH} brackets deep`);
  }
  return parts.some((part) => FORBIDDEN_KEYS.has(part)) ? null : parts;
}

const INDEX = /^\d+$/;

function assign(root: Tree, name: string, parts: string[], value: string): void {
  let node: Record<string, unknown> | unknown[] = root;
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    const nextPart = parts[i + 1];
    if (Array.isArray(node)) {
      // A list takes `[]` (append) or the index of an item it has, or the next one.
      let index = node.length;
      if (part !== "") {
        if (!INDEX.test(part)) throw new FieldLimit(name, "a list takes [] or a number in brackets");
        index = Number(part);
        if (index > MAX_LIST_INDEX) {
          throw new FieldLimit(name, `a list index must be at most ${MAX_LIST_INDEX}`);
        }
        if (index > node.length) {
          throw new FieldLimit(name, `list indexes must have no gaps: the next one here is ${node.length}`);
        }
      } else if (node.length > MAX_LIST_INDEX) {
        throw new FieldLimit(name, `a list holds at most ${MAX_LIST_INDEX + 1} items`);
      }
      if (last) {
        node[index] = value;
        return;
      }
      if (node[index] === undefined || typeof node[index] !== "object" || node[index] === null) {
        node[index] = nextPart === "" || INDEX.test(nextPart ?? "") ? [] : {};
      }
      node = node[index] as Record<string, unknown> | unknown[];
      continue;
    }
    if (part === "") throw new FieldLimit(name, "[] may only follow a list");
    const container = node as Record<string, unknown>;
    if (!Object.hasOwn(container, part) && Object.keys(container).length >= MAX_OBJECT_KEYS) {
      throw new FieldLimit(name, `an object holds at most ${MAX_OBJECT_KEYS} keys`);
    }
    if (last) {
      container[part] = value;
      return;
    }
    if (container[part] === undefined || typeof container[part] !== "object") {
      container[part] = nextPart === "" || INDEX.test(nextPart ?? "") ? [] : {};
    }
    node = container[part] as Record<string, unknown> | unknown[];
  }
}

function coerce(lead: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...lead };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value !== "string") continue;
    if (NUMBER_FIELDS.has(key)) out[key] = value === "" || value === "null" ? null : Number(value);
    else if (BOOLEAN_FIELDS.has(key) && (value === "true" || value === "false")) out[key] = value === "true";
  }
  if (Array.isArray(out.skipped_steps)) {
    out.skipped_steps = out.skipped_steps
      .filter((skip) => skip !== undefined)
      .map((skip) =>
        typeof skip === "object" && skip !== null
          ? Object.fromEntries(
              Object.entries(skip).map(([k, v]) => [k, typeof v === "string" ? Number(v) : v]),
            )
          : skip,
      );
  }
  // Form data cannot say null: an absent lead_id is "no lead yet".
  out.lead_id ??= null;
  out.visited_pages ??= [];
  out.linked_query_params ??= {};
  out.skipped_steps ??= [];
  return out;
}

/**
 * The `{lead: {...}}` body a form-serialised request carries (`{}` when it carries no lead:
 * the caller answers with a validation error naming `lead`), or the first field that breaks
 * one of the parser's bounds. A `lead` field that is not valid JSON yields the raw string,
 * which the schema then rejects.
 */
export function parseLeadFormData(entries: Iterable<FormEntry>): LeadFormResult {
  const tree: Tree = {};
  let json: string | undefined;
  let count = 0;
  try {
    for (const [name, value] of entries) {
      count += 1;
      if (count > MAX_FORM_FIELDS)
        throw new FieldLimit("lead", `a form carries at most ${MAX_FORM_FIELDS} fields`);
      if (name === "lead") {
        json = value;
        continue;
      }
      const parts = parseKey(name);
      if (parts) assign(tree, name, parts, value);
    }
  } catch (error) {
    if (error instanceof FieldLimit) return { ok: false, fields: { [error.field]: error.message } };
    throw error;
  }
  if (json !== undefined) {
    if (json.length > MAX_LEAD_JSON_LENGTH) {
      return { ok: false, fields: { lead: `must be at most ${MAX_LEAD_JSON_LENGTH / 1024} KB of JSON` } };
    }
    if (jsonDepthExceeds(json, MAX_JSON_DEPTH)) {
      return { ok: false, fields: { lead: `must not nest more than ${MAX_JSON_DEPTH} levels deep` } };
    }
    try {
      return { ok: true, body: { lead: JSON.parse(json) } };
    } catch {
      return { ok: true, body: { lead: json } };
    }
  }
  const lead = tree.lead;
  if (lead === undefined || typeof lead !== "object" || Array.isArray(lead)) return { ok: true, body: {} };
  return { ok: true, body: { lead: coerce(lead as Record<string, unknown>) } };
}
