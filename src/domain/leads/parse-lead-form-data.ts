// POST /api/leads/with-files and /api/carClarityCustomer take a form-serialised body (SPEC 7).
// Two shapes are accepted: a `lead` field holding the lead as JSON, or the lead's fields one
// by one in bracket notation (lead[email], lead[visited_pages][], lead[skipped_steps][0][from],
// lead[linked_query_params][gclid]). Values arrive as strings; the typed payload fields are
// turned back into numbers and booleans so the same leadBodySchema checks both intakes.

export type FormEntry = [name: string, value: string];

const NUMBER_FIELDS = new Set(["lead_id", "location_id", "step_number"]);
const BOOLEAN_FIELDS = new Set(["form_completed", "has_files", "opt_in"]);
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

function parseKey(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const parts = [match[1]!];
  for (const part of match[2]!.matchAll(/\[([^[\]]*)\]/g)) parts.push(part[1]!);
  return parts.some((part) => FORBIDDEN_KEYS.has(part)) ? null : parts;
}

function assign(root: Tree, parts: string[], value: string): void {
  let node: Record<string, unknown> | unknown[] = root;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    const nextPart = parts[i + 1];
    if (part === "") {
      // `name[]`: append to a list.
      if (!Array.isArray(node)) return;
      if (last) node.push(value);
      else {
        const child = {};
        node.push(child);
        node = child;
      }
      continue;
    }
    const container = node as Record<string, unknown>;
    if (last) {
      container[part] = value;
      return;
    }
    if (container[part] === undefined || typeof container[part] !== "object") {
      container[part] = nextPart === "" || /^\d+$/.test(nextPart ?? "") ? [] : {};
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
 * The `{lead: {...}}` body a form-serialised request carries, or `undefined` when it
 * carries no lead (the caller answers with a validation error naming `lead`). A `lead`
 * field that is not valid JSON yields the raw string, which the schema then rejects.
 */
export function parseLeadFormData(entries: Iterable<FormEntry>): { lead?: unknown } {
  const tree: Tree = {};
  let json: string | undefined;
  for (const [name, value] of entries) {
    if (name === "lead") {
      json = value;
      continue;
    }
    const parts = parseKey(name);
    if (parts) assign(tree, parts, value);
  }
  if (json !== undefined) {
    try {
      return { lead: JSON.parse(json) };
    } catch {
      return { lead: json };
    }
  }
  const lead = tree.lead;
  if (lead === undefined || typeof lead !== "object" || Array.isArray(lead)) return {};
  return { lead: coerce(lead as Record<string, unknown>) };
}
