import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { STOCK_CSV_HEADER, stockCsvRow } from "@/domain/console/stock-csv";
import { STOCK_CONDITIONS, STOCK_PAGE_SIZE, STOCK_SORTS, STOCK_STATUSES } from "@/domain/console/stock-table";
import type { ConsoleContext } from "@/server/console/console-route";
import { carsInScope } from "@/server/console/stock-scope";
import type { Db } from "@/server/db/client";
import { containsPattern } from "@/server/db/contains-pattern";
import {
  analytics_vehicle_monthly,
  cars,
  consoleSearchText,
  dealerships,
  leads,
  reservations,
} from "@/server/db/schema/all";

const stockQuery = z
  .object({
    dealership: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    status: z.enum(STOCK_STATUSES).optional(),
    condition: z.enum(STOCK_CONDITIONS).optional(),
    visibility: z.enum(["shown", "hidden"]).optional(),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(STOCK_SORTS).default("days"),
    dir: z.enum(["asc", "desc"]).default("asc"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/** The latest reservation of the car (its state, refund owed told apart), or null. */
const reservationState = sql<string | null>`(
  select case when ${reservations.state} = 'refunded' and ${reservations.refund_id} is null
    then 'refund_owed' else ${reservations.state} end
  from ${reservations} where ${reservations.car_id} = ${cars.id}
  order by ${reservations.created_at} desc limit 1)`;

const daysInStock = sql<number>`floor(extract(epoch from (now() - ${cars.created_at})) / 86400)::int`;

/** Each sort column; ties go by id so a page boundary is stable. Days in stock ascending is newest first. */
const SORT_COLUMNS = {
  name: [cars.name],
  make: [cars.make, cars.model],
  price: [cars.price],
  photos: [cars.image_count],
  status: [cars.status],
} as const;

type StockQuery = z.infer<typeof stockQuery>;

/** The table's query from the address (empty values are no filter); a wrong one is 422 naming it. */
function readStockQuery(request: Request): StockQuery {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (value !== "") params[key] = value;
  return stockQuery.parse(params);
}

/** The scope always, then each filter given; and the order asked for (ties by id). */
function stockWhereAndOrder(scope: ConsoleContext<object>["scope"], query: StockQuery) {
  const conditions: SQL[] = [carsInScope(scope)];
  if (query.dealership) conditions.push(eq(cars.dealership_id, query.dealership));
  if (query.status) conditions.push(eq(cars.status, query.status));
  if (query.condition) conditions.push(eq(cars.car_type, query.condition));
  if (query.visibility) conditions.push(eq(cars.show_on_dealer_website, query.visibility === "shown"));
  if (query.q) {
    const like = containsPattern(query.q);
    // The four columns joined match whenever one of them does: a trigram index narrows the
    // stock to those (cars_console_search_idx), then each column is checked as before.
    conditions.push(sql`${consoleSearchText} ilike ${like}`);
    conditions.push(
      or(
        ilike(cars.name, like),
        ilike(cars.make, like),
        ilike(cars.model, like),
        ilike(cars.stocknum, like),
      ) as SQL,
    );
  }
  const direction = query.dir === "asc" ? asc : desc;
  const order =
    query.sort === "days"
      ? [query.dir === "asc" ? desc(cars.created_at) : asc(cars.created_at)]
      : SORT_COLUMNS[query.sort].map((column) =>
          query.sort === "price" ? sql`${column} ${sql.raw(query.dir)} nulls last` : direction(column),
        );
  return { where: and(...conditions), order: [...order, asc(cars.id)] };
}

const stockColumns = {
  id: cars.id,
  slug: cars.slug,
  stocknum: cars.stocknum,
  name: cars.name,
  make: cars.make,
  model: cars.model,
  year: cars.year,
  condition: cars.car_type,
  status: cars.status,
  price: cars.price,
  tag: cars.tag,
  certified: cars.certified,
  shown: cars.show_on_dealer_website,
  reserved: cars.reserved,
  photos: cars.image_count,
  days_in_stock: daysInStock,
  reservation: reservationState,
  dealership_name: dealerships.name,
};

/**
 * The page views (every month of analytics_vehicle_monthly, which the page-view rollup keeps)
 * and the leads naming each car, for the cars of the page shown only: two index lookups of at
 * most a page of ids, never a count over the whole stock.
 */
async function viewsAndLeads(db: Db, ids: number[]) {
  if (ids.length === 0) return { views: new Map<number, number>(), leads: new Map<number, number>() };
  const [views, leadCounts] = await Promise.all([
    db
      .select({
        car_id: analytics_vehicle_monthly.car_id,
        n: sql<string>`sum(${analytics_vehicle_monthly.views})`,
      })
      .from(analytics_vehicle_monthly)
      .where(inArray(analytics_vehicle_monthly.car_id, ids))
      .groupBy(analytics_vehicle_monthly.car_id),
    db
      .select({ car_id: leads.car_id, n: count() })
      .from(leads)
      .where(inArray(leads.car_id, ids))
      .groupBy(leads.car_id),
  ]);
  return {
    views: new Map(views.map((r) => [r.car_id, Number(r.n)])),
    leads: new Map(leadCounts.map((r) => [r.car_id ?? 0, Number(r.n)])),
  };
}

/**
 * GET /console/api/stock?dealership&status&condition&visibility&q&sort&dir&page: the cars of
 * the dealerships in the member's scope, a page at a time, sorted and filtered on the server,
 * each with its page views and leads.
 * A filter naming another tenant's dealership matches nothing (the scope always applies).
 */
export async function listConsoleStock({ db, scope, request }: ConsoleContext<object>): Promise<Response> {
  const query = readStockQuery(request);
  const { where, order } = stockWhereAndOrder(scope, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(stockColumns)
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealership_id))
      .where(where)
      .orderBy(...order)
      .limit(STOCK_PAGE_SIZE)
      .offset((query.page - 1) * STOCK_PAGE_SIZE),
    db.select({ n: count() }).from(cars).where(where),
  ]);
  const counts = await viewsAndLeads(
    db,
    rows.map((row) => row.id),
  );
  return Response.json({
    vehicles: rows.map((row) => ({
      ...row,
      page_views: counts.views.get(row.id) ?? 0,
      leads: counts.leads.get(row.id) ?? 0,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: STOCK_PAGE_SIZE,
    sort: query.sort,
    dir: query.dir,
  });
}

/** The most rows one stock export holds. */
const EXPORT_MAX_ROWS = 10_000;

/**
 * GET /console/api/stock/export.csv?…the table's filters and order: the filtered stock as CSV
 * (at most 10,000 rows), every text cell neutralised so a spreadsheet never runs it as a
 * formula (a make of "=HYPERLINK(…)" arrives as text).
 */
export async function exportConsoleStock({ db, scope, request }: ConsoleContext<object>): Promise<Response> {
  const { where, order } = stockWhereAndOrder(scope, readStockQuery(request));
  const rows = await db
    .select(stockColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealership_id))
    .where(where)
    .orderBy(...order)
    .limit(EXPORT_MAX_ROWS);
  const text = [
    STOCK_CSV_HEADER,
    ...rows.map((v) =>
      stockCsvRow({
        stocknum: v.stocknum,
        name: v.name,
        make: v.make,
        model: v.model,
        year: v.year,
        condition: v.condition,
        status: v.status,
        price: v.price === null ? null : (v.price / 100).toFixed(2),
        tag: v.tag,
        certified: v.certified ? "yes" : "no",
        shown: v.shown ? "yes" : "no",
        days_in_stock: v.days_in_stock,
        photos: v.photos,
        reservation: v.reservation,
        dealership: v.dealership_name,
      }),
    ),
  ].join("");
  return new Response(text, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="stock.csv"',
    },
  });
}
