import "server-only";
import { z } from "zod";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { FeedFileError, importFeedCars, readFeedFile } from "@/server/feed/import-feed-cars";
import { validationError } from "@/server/http/app-error";

/** The largest CSV the console takes in one import (about 5,000 cars). */
export const CONSOLE_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
const MAX_ROWS = 5000;

const body = z
  .object({ csv: z.string().min(1, "is empty").max(CONSOLE_IMPORT_MAX_BYTES, "is over 4 MB") })
  .strict();

/**
 * POST /console/api/dealerships/{id}/import {csv}: a dealership's cars from a CSV file (a
 * header row of the feed's field names), with exactly the checks and upsert of
 * `npm run import` and the inventory feed: all or nothing, every wrong row named with its
 * line and field (422). The dealership's sites show the cars on their next request.
 */
export async function importConsoleCars({ db, scope, params, json }: ConsoleContext<{ id: string }>) {
  const dealership = await scope.requireDealership(db, pathId(params.id, "dealership"));
  const { csv } = body.parse(await json());
  let rows: ReturnType<typeof readFeedFile>;
  try {
    rows = readFeedFile("import.csv", csv);
  } catch (error) {
    if (error instanceof FeedFileError)
      throw validationError({ csv: error.message.replace(/^import\.csv: /, "") });
    throw error;
  }
  if (rows.length === 0) throw validationError({ csv: "has no cars (only a header row)" });
  if (rows.length > MAX_ROWS)
    throw validationError({ csv: `has ${rows.length} cars; import at most ${MAX_ROWS} at a time` });
  const result = await importFeedCars(db, { dealershipSlug: dealership.slug, rows, now: new Date() });
  if (!result.ok) {
    return Response.json(
      {
        error: {
          code: "validation_failed",
          message: `Nothing was imported: ${result.errors.length} of ${rows.length} rows have errors.`,
          fields: { csv: `${result.errors.length} rows have errors` },
        },
        rows: result.errors.slice(0, 100),
      },
      { status: 422 },
    );
  }
  return Response.json({ imported: result });
}
