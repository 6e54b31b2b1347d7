/**
 * The leads inbox's CSV export: one row per lead, RFC 4180 quoting, and a value a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe, so a shopper's "name" cannot become a formula in the dealer's
 * spreadsheet.
 */
const LEADS_CSV_COLUMNS = [
  "id",
  "received_at",
  "site",
  "dealership",
  "category",
  "form_id",
  "name",
  "email",
  "phone",
  "status",
] as const;

export type LeadsCsvRecord = Record<(typeof LEADS_CSV_COLUMNS)[number], string | number | null>;

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const LEADS_CSV_HEADER = `${LEADS_CSV_COLUMNS.join(",")}\r\n`;

export function leadsCsvRow(record: LeadsCsvRecord): string {
  return `${LEADS_CSV_COLUMNS.map((column) => csvCell(record[column])).join(",")}\r\n`;
}
