import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { FEED_FIELDS, type FeedCar, parseFeedCar } from "@/domain/stock/feed-car";
import { feedInputFromCsv } from "@/domain/stock/feed-csv-row";
import { CsvError, csvObjects } from "@/domain/stock/parse-csv";
import type { Db } from "@/server/db/client";
import { dealerships } from "@/server/db/schema/all";
import { listDealershipWebsites } from "@/server/feed/feed-websites";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
import { upsertFeedCar } from "@/server/feed/upsert-feed-car";
import { AppError } from "@/server/http/app-error";

/** One car of an import file, with where it is in the file ("line 3", "item 2"). */
export interface FeedFileRow {
  where: string;
  input?: Record<string, unknown>;
  /** The row could not even be read (a CSV row with the wrong number of fields). */
  error?: string;
}

export interface ImportRowError {
  where: string;
  stocknum: string | null;
  fields: Record<string, string>;
}

export type ImportResult =
  | { ok: true; total: number; created: number; updated: number; unchanged: number }
  | { ok: false; errors: ImportRowError[] };

/** A problem with the file as a whole (not JSON, broken CSV quoting, unknown columns). */
export class FeedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFileError";
  }
}

/**
 * Reads an import file: CSV (RFC 4180, a header row of feed field names) or JSON (an
 * array of cars, or {"cars": [...]}) – the same fields as PUT /api/feed/cars/{stocknum}.
 */
/** A JSON import file: an array of cars, or {"cars": [...]}. */
const feedJsonSchema = z.union([
  z.array(z.unknown()),
  z.object({ cars: z.array(z.unknown()) }).transform((file) => file.cars),
]);
const feedItemSchema = z.record(z.string(), z.unknown());

export function readFeedFile(fileName: string, text: string): FeedFileRow[] {
  if (/\.json$/i.test(fileName)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new FeedFileError(`${fileName} is not valid JSON: ${reason}`);
    }
    const parsed = feedJsonSchema.safeParse(data);
    if (!parsed.success)
      throw new FeedFileError(`${fileName} must hold an array of cars, or {"cars": [...]}`);
    // Each car's fields are checked later (parseFeedCar), naming its item.
    return parsed.data.map((item, index) => {
      const where = `item ${index + 1}`;
      const car = feedItemSchema.safeParse(item);
      return car.success ? { where, input: car.data } : { where, error: "must be an object of feed fields" };
    });
  }
  if (/\.csv$/i.test(fileName)) {
    let parsed: ReturnType<typeof csvObjects>;
    try {
      parsed = csvObjects(text);
    } catch (error) {
      if (error instanceof CsvError) throw new FeedFileError(`${fileName}: ${error.message}`);
      throw error;
    }
    const known = new Set<string>(FEED_FIELDS);
    const unknown = parsed.header.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new FeedFileError(
        `${fileName}: unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => `"${u}"`).join(", ")} (the columns are the feed's field names, see docs/inventory-feed.md)`,
      );
    }
    return parsed.rows.map((row) =>
      row.error !== undefined
        ? { where: `line ${row.line}`, error: row.error }
        : { where: `line ${row.line}`, input: feedInputFromCsv(row.values) },
    );
  }
  throw new FeedFileError(`${fileName}: give a .csv or .json file`);
}

class Rollback extends Error {}

/** A row that passed the feed's checks, ready for the upsert. */
export interface ValidFeedRow {
  where: string;
  stocknum: string;
  car: FeedCar;
}

/**
 * Every row of an import file under the feed's rules (parseFeedCar) plus the file's own:
 * a stock number is required and once per file, a slug once per file, and a row's
 * dealership_slug must be the dealership being imported. Each error names its row and field.
 */
export function validateFeedRows(
  rows: readonly FeedFileRow[],
  dealership: { slug: string },
): { errors: ImportRowError[]; valid: ValidFeedRow[] } {
  const errors: ImportRowError[] = [];
  const valid: ValidFeedRow[] = [];
  const firstSeen = new Map<string, string>();
  const slugSeen = new Map<string, string>();
  for (const row of rows) {
    const rawStocknum = typeof row.input?.stocknum === "string" ? row.input.stocknum.trim() : null;
    if (row.error !== undefined) {
      errors.push({ where: row.where, stocknum: rawStocknum, fields: { row: row.error } });
      continue;
    }
    const parsed = parseFeedCar(row.input);
    const fields: Record<string, string> = parsed.ok ? {} : { ...parsed.fields };
    if (parsed.ok) {
      const { car } = parsed;
      const { stocknum } = car;
      if (stocknum === undefined) fields.stocknum = "is required";
      else if (firstSeen.has(stocknum))
        fields.stocknum = `appears twice (also on ${firstSeen.get(stocknum)})`;
      else firstSeen.set(stocknum, row.where);
      if (car.slug) {
        if (slugSeen.has(car.slug)) fields.slug = `appears twice (also on ${slugSeen.get(car.slug)})`;
        else slugSeen.set(car.slug, row.where);
      }
      if (car.dealership_slug && car.dealership_slug !== dealership.slug) {
        fields.dealership_slug = `must be ${dealership.slug} (the dealership being imported)`;
      }
      if (stocknum !== undefined && Object.keys(fields).length === 0)
        valid.push({ where: row.where, stocknum, car });
    } else if (rawStocknum === null && !("stocknum" in fields)) {
      fields.stocknum = "is required";
    }
    if (Object.keys(fields).length > 0) errors.push({ where: row.where, stocknum: rawStocknum, fields });
  }
  return { errors, valid };
}

/**
 * Imports a dealership's cars all-or-nothing: every row is validated first (each error
 * names its row and field), then every car is written with the feed's upsert in one
 * transaction. Nothing is written when any row is wrong.
 */
export async function importFeedCars(
  db: Db,
  { dealershipSlug, rows, now }: { dealershipSlug: string; rows: readonly FeedFileRow[]; now: Date },
): Promise<ImportResult> {
  const [dealership] = await db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(eq(dealerships.slug, dealershipSlug));
  if (!dealership) throw new FeedFileError(`There is no dealership "${dealershipSlug}".`);

  const { errors, valid } = validateFeedRows(rows, dealership);
  if (errors.length > 0) return { ok: false, errors };

  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const carIds: number[] = [];
  let websiteIds: number[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const { where, stocknum, car } of valid) {
        try {
          const result = await upsertFeedCar(tx, { dealership, stocknum, car, now });
          if (result.created) created++;
          else if (result.changed) updated++;
          else unchanged++;
          if (result.changed) carIds.push(result.car.id);
        } catch (error) {
          // The upsert checks against the database (location, slug) before it writes, so the
          // transaction is still usable: collect every such error, then roll back.
          if (error instanceof AppError && error.fields) {
            errors.push({ where, stocknum, fields: error.fields });
            continue;
          }
          throw error;
        }
      }
      if (errors.length > 0) throw new Rollback();
      websiteIds = (await listDealershipWebsites(tx, dealership.id)).map((s) => s.id);
    });
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, errors };
    throw error;
  }
  if (carIds.length > 0) await revalidateStockChange({ carIds, dealershipId: dealership.id, websiteIds });
  return { ok: true, total: valid.length, created, updated, unchanged };
}
