import "server-only";
import { z } from "zod";
import { shouldSendProgress } from "@/domain/console/import-progress";
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
import { logger } from "@/server/log/logger";

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
 * refused with the reason. A preview always rolls back and answers the report as JSON. An
 * apply commits only when no row is refused (all or nothing), records the import and expires
 * the changed cars' cache tags; it answers as a stream of progress lines ending in the report
 * or the failure (streamApply). A refusal found before the rows are read is JSON 4xx either way.
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

  const write = (options: WriteOptions) => writeRows({ db, dealership, staff, valid, report, ...options });
  if (query.mode === "preview") {
    await write({ commit: false });
    const all = [...report.values()];
    return Response.json({ mode: query.mode, applied: false, ...summary(all), rows: all });
  }
  return streamApply(request, async (signal, progress) => {
    const { committed } = await write({ commit: true, signal, progress });
    const all = [...report.values()];
    const result = { mode: query.mode, applied: committed, ...summary(all), rows: all };
    if (committed) return { result };
    // An apply with a refused row wrote nothing: the same report as the preview, and the
    // first refusal named so the failure says where to look.
    const first = all.find((r) => r.outcome === "refused");
    const where = first ? ` (the first, ${first.where}${first.reason ? `: ${first.reason}` : ""})` : "";
    const message = `${result.refused} row${result.refused === 1 ? " is" : "s are"} refused${where}; nothing was imported.`;
    return { error: { code: "validation_failed", message }, result };
  });
}

type Dealership = Awaited<ReturnType<ConsoleContext<object>["scope"]["requireDealership"]>>;

interface WriteOptions {
  /** false: a preview, always rolled back. true: an apply, committed when no row is refused. */
  commit: boolean;
  /** Aborted when the client has gone: the transaction rolls back at the next row. */
  signal?: AbortSignal;
  /** Told after each row how many of the valid rows are in the transaction (0 first). */
  progress?: (done: number, total: number) => Promise<void>;
}

/** The client went away during an apply: roll back, and there is nobody to answer. */
class ClientGone extends Error {}

/**
 * Every valid row through the feed's upsert inside one transaction, each row's outcome into
 * `report`. Commits (with the audit row, then the changed cars' cache tags expire) only for an
 * apply in which no row is refused and whose client is still there.
 */
async function writeRows({
  db,
  dealership,
  staff,
  valid,
  report,
  commit,
  signal,
  progress,
}: WriteOptions & {
  db: ConsoleContext<object>["db"];
  dealership: Dealership;
  staff: ConsoleContext<object>["staff"];
  valid: ReturnType<typeof validateFeedRows>["valid"];
  report: Map<string, ImportReportRow>;
}): Promise<{ committed: boolean }> {
  const now = new Date();
  const changedIds: number[] = [];
  let websiteIds: number[] = [];
  let committed = false;
  try {
    await db.transaction(async (tx) => {
      let done = 0;
      await progress?.(done, valid.length);
      for (const { where, stocknum, car } of valid) {
        if (signal?.aborted) throw new ClientGone();
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
          if (!(error instanceof AppError && error.fields)) throw error;
          report.set(where, { where, stocknum, outcome: "refused", reason: refusalReason(error.fields) });
        }
        done++;
        await progress?.(done, valid.length);
      }
      const refused = [...report.values()].some((r) => r.outcome === "refused");
      if (!commit || refused) throw new Rollback();
      if (signal?.aborted) throw new ClientGone();
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
  return { committed };
}

type ApplyEnd =
  | { result: Record<string, unknown> }
  | { error: { code: string; message: string }; result: Record<string, unknown> };

/**
 * The apply's answer: 200 with a stream of JSON lines (domain/console/import-progress.ts has
 * the format). Progress lines go at whole-percent steps only, each followed by a turn of the
 * event loop so it leaves while the transaction is still running; the last line says whether
 * the transaction committed. When the client goes away (the stream is cancelled or the
 * request aborted) the transaction rolls back at the next row and nothing more is written.
 */
function streamApply(
  request: Request,
  apply: (signal: AbortSignal, progress: (done: number, total: number) => Promise<void>) => Promise<ApplyEnd>,
): Response {
  const gone = new AbortController();
  const onAbort = () => gone.abort();
  request.signal.addEventListener("abort", onAbort, { once: true });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: object) => {
        if (gone.signal.aborted) return;
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      let lastSent: number | null = null;
      const progress = async (done: number, total: number) => {
        if (!shouldSendProgress(lastSent, done, total)) return;
        lastSent = done;
        send({ done, total });
        await new Promise<void>((resolve) => setImmediate(resolve));
      };
      void (async () => {
        try {
          send(await apply(gone.signal, progress));
        } catch (error) {
          if (error instanceof ClientGone) {
            logger().info(
              { path: "/console/api/stock/import" },
              "stock import abandoned by its client; rolled back",
            );
          } else {
            logger().error(
              { err: error, path: "/console/api/stock/import" },
              "stock import failed; rolled back",
            );
            send({
              error: {
                code: "internal_error",
                message: "Something went wrong on our side; nothing was imported. Please try again.",
              },
            });
          }
        } finally {
          request.signal.removeEventListener("abort", onAbort);
          // A stream the client cancelled is closed already.
          try {
            controller.close();
          } catch {}
        }
      })();
    },
    cancel() {
      gone.abort();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      // A proxy that buffers answers (nginx does by default) would hold every line to the end.
      "x-accel-buffering": "no",
    },
  });
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
