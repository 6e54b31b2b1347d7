/**
 * The console's stock table and CSV import (shared by the screens and the server): page size,
 * the columns it sorts by, the filters' values, and the import's bounds.
 */
export const STOCK_PAGE_SIZE = 25;

export const STOCK_SORTS = ["name", "make", "price", "days", "photos", "status"] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const STOCK_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export const STOCK_CONDITIONS = ["new", "used", "demo"] as const;

export const STOCK_STATUS_LABELS: Record<(typeof STOCK_STATUSES)[number], string> = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Sold",
};

/** The largest CSV the console imports, and the most rows in it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** What the import does with one row. */
type ImportOutcome = "created" | "updated" | "unchanged" | "refused";

export interface ImportReportRow {
  where: string;
  stocknum: string | null;
  outcome: ImportOutcome;
  /** Why a refused row is refused: "price must not be negative; year is required". */
  reason?: string;
}

/** "price must not be negative; year is required": a row's field errors as one sentence. */
export function refusalReason(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, message]) => (field === "row" ? message : `${field} ${message}`))
    .join("; ");
}

/**
 * A reservation as the console lists it: the payment state, except that a refund Forecourt
 * decided on but the provider has not confirmed yet is "refund_owed".
 */
export const RESERVATION_VIEW_STATES = [
  "pending",
  "paid",
  "refunded",
  "refund_owed",
  "expired",
  "failed",
] as const;
export type ReservationViewState = (typeof RESERVATION_VIEW_STATES)[number];

export const RESERVATION_STATE_LABELS: Record<ReservationViewState, string> = {
  pending: "Pending",
  paid: "Paid",
  refunded: "Refunded",
  refund_owed: "Refund owed",
  expired: "Expired",
  failed: "Failed",
};

export const RESERVATIONS_PAGE_SIZE = 25;
