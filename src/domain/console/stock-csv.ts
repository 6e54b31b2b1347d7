import { csvCell } from "@/domain/console/leads-csv";

/**
 * The console's stock export: one row per vehicle, RFC 4180 quoting, and every cell a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * prefixed with an apostrophe (the leads export's rule, `csvCell`).
 */
const STOCK_CSV_COLUMNS = [
  "stocknum",
  "name",
  "make",
  "model",
  "year",
  "condition",
  "status",
  "price",
  "tag",
  "certified",
  "shown",
  "days_in_stock",
  "photos",
  "reservation",
  "dealership",
] as const;

export type StockCsvRecord = Record<(typeof STOCK_CSV_COLUMNS)[number], string | number | null>;

export const STOCK_CSV_HEADER = `${STOCK_CSV_COLUMNS.join(",")}\r\n`;

export function stockCsvRow(record: StockCsvRecord): string {
  return `${STOCK_CSV_COLUMNS.map((column) => csvCell(record[column])).join(",")}\r\n`;
}
