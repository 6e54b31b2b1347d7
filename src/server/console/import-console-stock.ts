import "server-only";
import { z } from "zod";
import {
  type ImportReportRow,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  refusalReason,
} from "@/domain/console/stock-table";
import type { ConsoleContext } from "@/server/console/console-route";
import { recordConsoleAudit } from "@/server/console/record-console-audit";
import { listDealershipWebsites } from "@/server/feed/feed-websites";
import { FeedFileError, readFeedFile, validateFeedRows } from "@/server/feed/import-feed-cars";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
import { upsertFeedCar } from "@/server/feed/upsert-feed-car";
import { AppError, validationError } from "@/server/http/app-error";
import { formatBytes, readBodyBytes } from "@/server/http/read-body";

const importQuery = z
  .object({
    dealership: z.coerce.number({ error: "must be a dealership id" }).int().positive().max(2_147_483_647),
    mode: z.enum(["preview", "apply"], { error: "must be preview or apply" }),
  })
  .strict();

class Rollback extends Error {}

/** A CSV's records, counted cheaply: a file with more line breaks than allowed rows plus its header is refused unread. */
function tooManyLines(text: string): boolean {
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    lines++;
    if (lines > MAX_IMPORT_ROWS + 1) return true;
  }
  return false;
}

/**
 * POST /console/api/stock/import?dealership={id}&mode=preview|apply, body the CSV itself
 * (Content-Type text/csv; the feed's columns, as `npm run import` takes): at most 5 MB (413
 * from Content-Length or while reading, never read further) and 10,000 rows (422). Every row
 * is checked with the feed's rules and then written with the feed's upsert inside one
 * transaction, so the report says per row what would happen: created, updated, unchanged or
 * refused with the reason. A preview always rolls back. An apply commits only when no row is
 * refused (all or nothing), records the import and expires the changed cars' cache tags.
 */
export async function importConsoleStock({ db, scope, staff, request }: ConsoleContext<object>) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsedQuery = importQuery.safeParse(params);
  if (!parsedQuery.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsedQuery.error.issues)
      fields[issue.path.map(String).join(".") || "query"] ??= issue.message;
    throw validationError(fields);
  }
  const query = parsedQuery.data;
  const dealership = await scope.requireDealership(db, query.dealership);
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "text/csv") {
    throw new AppError("unsupported_media_type", "Send the file as CSV (Content-Type: text/csv).");
  }
  const bytes = await readBodyBytes(
    request,
    MAX_IMPORT_BYTES,
    `The CSV is larger than ${formatBytes(MAX_IMPORT_BYTES)}; split it into smaller files.`,
  );
  const text = new TextDecoder().decode(bytes);
  if (tooManyLines(text)) {
    throw validationError({
      file: `has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows; split it into smaller files`,
    });
  }
  let rows: ReturnType<typeof readFeedFile>;
  try {
    rows = readFeedFile("import.csv", text);
  } catch (error) {
    if (error instanceof FeedFileError)
      throw validationError({ file: error.message.replace(/^import\.csv: /, "") });
    throw error;
  }
  if (rows.length === 0) throw validationError({ file: "has no rows under its header" });
  if (rows.length > MAX_IMPORT_ROWS) {
    throw validationError({
      file: `has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows; split it into smaller files`,
    });
  }

  const { errors, valid } = validateFeedRows(rows, dealership);
  const report = new Map<string, ImportReportRow>();
  for (const row of rows) report.set(row.where, { where: row.where, stocknum: null, outcome: "refused" });
  for (const error of errors)
    report.set(error.where, {
      where: error.where,
      stocknum: error.stocknum,
      outcome: "refused",
      reason: refusalReason(error.fields),
    });

  const now = new Date();
  const changedIds: number[] = [];
  let websiteIds: number[] = [];
  let committed = false;
  try {
    await db.transaction(async (tx) => {
      for (const { where, stocknum, car } of valid) {
        try {
          const result = await upsertFeedCar(tx, { dealership, stocknum, car, now });
          report.set(where, {
            where,
            stocknum,
            outcome: result.created ? "created" : result.changed ? "updated" : "unchanged",
          });
          if (result.changed) changedIds.push(result.car.id);
        } catch (error) {
          // The upsert checks the database (location, slug) before it writes: the transaction
          // stays usable, so every such refusal is collected.
          if (error instanceof AppError && error.fields) {
            report.set(where, { where, stocknum, outcome: "refused", reason: refusalReason(error.fields) });
            continue;
          }
          throw error;
        }
      }
      const refused = [...report.values()].some((r) => r.outcome === "refused");
      if (query.mode === "preview" || refused) throw new Rollback();
      websiteIds = (await listDealershipWebsites(tx, dealership.id)).map((s) => s.id);
      await recordConsoleAudit(tx, {
        staff,
        dealershipId: dealership.id,
        entity: "import",
        entityId: dealership.id,
        action: "import",
        before: null,
        after: summary([...report.values()]),
        now,
      });
    });
    committed = true;
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (committed && changedIds.length > 0)
    await revalidateStockChange({ carIds: changedIds, dealershipId: dealership.id, websiteIds });
  const all = [...report.values()];
  const body = { mode: query.mode, applied: committed, ...summary(all), rows: all };
  if (query.mode === "apply" && !committed) {
    // An apply with a refused row wrote nothing: 422, with the same report as the preview.
    const error = {
      code: "validation_failed",
      message: `${body.refused} row${body.refused === 1 ? " is" : "s are"} refused; nothing was imported.`,
    };
    return Response.json({ error, ...body }, { status: 422 });
  }
  return Response.json(body);
}

function summary(rows: ImportReportRow[]) {
  const count = (outcome: ImportReportRow["outcome"]) => rows.filter((r) => r.outcome === outcome).length;
  return {
    total: rows.length,
    created: count("created"),
    updated: count("updated"),
    unchanged: count("unchanged"),
    refused: count("refused"),
    stocknums: rows
      .filter((r) => r.outcome !== "refused" && r.outcome !== "unchanged")
      .map((r) => r.stocknum),
  };
}
