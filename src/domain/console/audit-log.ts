/** The console's audit screen: its page size and how a change's before and after read. */
export const AUDIT_PAGE_SIZE = 25;

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  edit: "Edited",
  import: "Imported a CSV",
  refund: "Refunded the deposit",
  release: "Released the reservation",
  photo_add: "Added a photo",
  photo_reorder: "Reordered the photos",
  photo_remove: "Removed a photo",
};

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const MAX_SHOWN = 160;

function fileName(value: string): string {
  return value.replace(/^.*\//, "");
}

/** A stored value as a short text: money fields in dollars, lists of files by name. */
function show(field: string, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "number" && /price/.test(field))
    return `$${(value / 100).toLocaleString("en-AU", { maximumFractionDigits: 2 })}`;
  if (Array.isArray(value)) {
    const items = value.map((item) => (typeof item === "string" ? fileName(item) : JSON.stringify(item)));
    return `${items.length}: ${items.join(", ")}`;
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

/**
 * The fields a change touched, each with its value before and after (an import, which has no
 * before, lists what it recorded). Fields that stayed the same are left out.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]))
    .map((field) => ({
      field,
      before: before === null ? "" : clip(show(field, before[field])),
      after: after === null ? "" : clip(show(field, after[field])),
    }));
}

/** What a recorded change is about, as the audit screen lists it. */
export interface AuditSubject {
  entity: "car" | "reservation" | "import";
  entity_id: string;
  subject: string | null;
}

/** The change's subject: the vehicle's name (or number), the reservation, or the stock CSV. */
export function auditSubject(entry: AuditSubject): string {
  if (entry.entity === "car") return entry.subject ?? `Vehicle ${entry.entity_id}`;
  if (entry.entity === "reservation") return `Reservation ${entry.entity_id}`;
  return "Stock CSV";
}

/** A field's change after its name: "before → after", or the value alone when there was no before. */
export function auditChangeText(change: AuditChange): string {
  return change.before === "" ? change.after : `${change.before} → ${change.after}`;
}

/** The audit API's query for an address: everything in it but the view and blanks. */
export function auditQuery(route: Readonly<Record<string, string>>): string {
  return new URLSearchParams(
    Object.entries(route).filter(([key, value]) => key !== "view" && value !== ""),
  ).toString();
}

/** The address the filter applies: every change, or a stock number's (trimmed). */
export function auditFilterRoute(stocknum: string): Record<string, string> {
  return { view: "audit", ...(stocknum.trim() ? { stocknum: stocknum.trim() } : {}) };
}

/** A refused query as a sentence per field ("The stock number must be …."), else the message. */
export function auditErrorText(error: { message: string; fields: Record<string, string> }): string {
  return (
    Object.entries(error.fields)
      .map(([f, m]) => `The ${f === "stocknum" ? "stock number" : f} ${m}.`)
      .join(" ") || error.message
  );
}

/** How many pages `total` changes take (one at least). */
export function auditPages(total: number): number {
  return Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
}

/**
 * The status line: how many changes, to which vehicle or stock number, and the page;
 * "Loading…" meanwhile, nothing beside an error.
 */
export function auditStatusText(
  result: { total: number; page: number; vehicle: { id: number; name: string | null } | null } | null,
  error: string | null,
  stocknum: string | undefined,
): string {
  if (!result) return error ? "" : "Loading…";
  const vehicle = result.vehicle ? ` to ${result.vehicle.name ?? `vehicle ${result.vehicle.id}`}` : "";
  const stock = stocknum ? ` to stock number ${stocknum}` : "";
  const s = result.total === 1 ? "" : "s";
  return `${result.total} change${s}${vehicle}${stock}, page ${result.page} of ${auditPages(result.total)}`;
}
