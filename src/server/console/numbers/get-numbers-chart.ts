import "server-only";
import { csvCell } from "@/domain/console/leads-csv";
import { numbersQuerySchema } from "@/domain/numbers/numbers-query";
import { NUMBERS_CHARTS, type NumbersChart, type NumbersTable } from "@/domain/numbers/numbers-table";
import type { ConsoleContext } from "@/server/console/console-route";
import { NUMBERS_CHART_READERS } from "@/server/console/numbers/chart-readers";
import { numbersFilter } from "@/server/console/numbers/numbers-filter";
import { AppError } from "@/server/http/app-error";

function isChart(name: string): name is NumbersChart {
  return (NUMBERS_CHARTS as readonly string[]).includes(name);
}

/**
 * GET /console/api/numbers/{chart}?from=YYYY-MM-DD&to=YYYY-MM-DD[&site=|&dealership=][&format=csv]:
 * one chart's data as a table (JSON), or the same table as CSV, streamed a row at a time, each
 * cell a spreadsheet would run as a formula prefixed with an apostrophe. Everything is read
 * through the member's scope; a site or dealership outside it is 404.
 */
export async function getNumbersChart({ db, scope, request, params }: ConsoleContext<{ chart: string }>) {
  if (!isChart(params.chart)) throw new AppError("not_found", "There is no such chart.");
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (value !== "") query[key] = value;
  const parsed = numbersQuerySchema.parse(query);
  const table = await NUMBERS_CHART_READERS[params.chart](db, await numbersFilter(db, scope, parsed));
  if (parsed.format === "json") return Response.json(table);
  return csvResponse(table, `${params.chart}-${parsed.from}-${parsed.to}.csv`);
}

function csvResponse(table: NumbersTable, filename: string): Response {
  const encoder = new TextEncoder();
  const lines = (function* () {
    yield table.columns.map((c) => csvCell(c.label)).join(",");
    for (const row of table.rows) yield table.columns.map((c) => csvCell(row[c.key] ?? null)).join(",");
  })();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${next.value}\r\n`));
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    },
  });
}
