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
