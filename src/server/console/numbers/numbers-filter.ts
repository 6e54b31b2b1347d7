import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type NumbersQuery, wholeMonths } from "@/domain/numbers/numbers-query";
import type { ConsoleScope } from "@/server/console/console-scope";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows-of";

/**
 * The conditions every numbers chart queries with: the member's scope (console-scope.ts)
 * always, narrowed to the site or dealership asked for, which must itself be in scope (else
 * 404, like an id that does not exist), and the date range as instants (UTC days, both ends
 * included). The SQL reads the tables under their own names: analytics_daily,
 * analytics_vehicle_daily, leads, cars.
 */
export interface NumbersFilter {
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to`. */
  start: Date;
  end: Date;
  /**
   * The whole calendar months inside the range, as [first day, first day after), read from
   * analytics_vehicle_monthly; null when the range holds none.
   */
  months: { from: string; to: string } | null;
  /** Rollup rows in scope and range: of analytics_daily, or of analytics_vehicle_daily. */
  daily: SQL;
  vehicles: SQL;
  /** analytics_vehicle_monthly rows in scope within `months` (false when there are none). */
  vehiclesMonthly: SQL;
  /** analytics_vehicle_daily rows in scope and range but outside `months`. */
  vehiclesOutsideMonths: SQL;
  /**
   * The dealerships whose analytics_vehicle_window rows are the vehicle views in scope (an
   * int[] expression), or null when no window can answer: narrowed to a site (a window adds
   * up every site), or a site in scope shows vehicles of a dealership outside it (its views
   * are in scope, the dealership's other views are not). `windowExact` is that second check,
   * made in the statement that reads the window.
   */
  windowDealerships: SQL | null;
  windowExact: SQL;
  /** lead_daily, lead_source_daily and lead_delivery_daily rows in scope and range. */
  leadDaily: SQL;
  leadSourceDaily: SQL;
  leadDeliveryDaily: SQL;
  /**
   * The group whose rollups (group_lead_daily, group_lead_source_daily,
   * group_lead_delivery_daily, group_analytics_daily, group_funnel_daily) answer the day charts:
   * a group admin's whole scope, not narrowed to a site or dealership. They hold exactly the
   * rows of the group's scope (a row counts in every group whose scope holds it, and moves when
   * membership changes: migration 0027), so they answer as the site rows do. Null: read the
   * site rows (`daily`, `leadDaily`, …). Stock ageing reads the group's stock
   * (group_stock_daily, migration 0028) by it too.
   */
  group: number | null;
  /** The same tables to read from: the site rows, or the group's under the site rows' names. */
  tables: {
    daily: SQL;
    leadDaily: SQL;
    leadSourceDaily: SQL;
    leadDeliveryDaily: SQL;
  };
  /** Leads in scope and range. */
  leads: SQL;
  /** Cars in scope (the stock as it is now: no range). */
  cars: SQL;
}

type RollupTable =
  | "analytics_daily"
  | "analytics_vehicle_daily"
  | "analytics_vehicle_monthly"
  | "lead_daily"
  | "lead_source_daily"
  | "lead_delivery_daily";

/** A list of ids as one array parameter-free literal (they are integers from the database). */
const intArray = (ids: readonly number[]) =>
  sql.raw(`'{${ids.map((id) => String(Math.trunc(Number(id)))).join(",")}}'::int[]`);

export async function numbersFilter(
  db: Db,
  scope: ConsoleScope,
  query: NumbersQuery,
  /** false reads the site rows even where the group rollups answer (tests compare both). */
  options: { groupRollups: boolean } = { groupRollups: true },
): Promise<NumbersFilter> {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
  const tenant = scope.tenant;
  const months = wholeMonths(query.from, query.to);

  // The scope, resolved once to lists of ids, so every rollup is read as
  // "site = any(list) or dealership = any(list)" (index ranges, no subquery per row).
  const idsOf = async (query: SQL) =>
    rowsOf(await db.execute(query), z.object({ id: z.coerce.number().int() })).map((r) => r.id);
  let scopeSites: number[] = [];
  let scopeDealerships: number[] = [];
  if (tenant.role === "group_admin") {
    scopeSites = await idsOf(sql`select websites.id from websites where ${scope.sitesWhere()}`);
    scopeDealerships = await idsOf(
      sql`select d.id from dealerships d where d.dealer_group_id = ${tenant.dealerGroupId}`,
    );
  }
  const rollup = (table: RollupTable) => {
    const t = sql.raw(table);
    const conditions: SQL[] = [];
    if (tenant.role === "group_admin") {
      conditions.push(
        sql`(${t}.website_id = any(${intArray(scopeSites)}) or ${t}.dealership_id = any(${intArray(scopeDealerships)}))`,
      );
    } else if (tenant.role === "dealership_staff") {
      conditions.push(sql`${t}.dealership_id = ${tenant.dealershipId}`);
    }
    return conditions;
  };
  const inRange = (table: RollupTable) =>
    sql`${sql.raw(table)}.day between ${query.from}::date and ${query.to}::date`;
  let carsScope: SQL;
  switch (tenant.role) {
    case "operator":
      carsScope = sql`true`;
      break;
    case "group_admin":
      carsScope = sql`cars.dealership_id = any(${intArray(scopeDealerships)})`;
      break;
    case "dealership_staff":
      carsScope = sql`cars.dealership_id = ${tenant.dealershipId}`;
      break;
  }

  const daily = [inRange("analytics_daily"), ...rollup("analytics_daily")];
  const vehicles = [inRange("analytics_vehicle_daily"), ...rollup("analytics_vehicle_daily")];
  const monthly = [
    months
      ? sql`analytics_vehicle_monthly.month >= ${months.from}::date and analytics_vehicle_monthly.month < ${months.to}::date`
      : sql`false`,
    ...rollup("analytics_vehicle_monthly"),
  ];
  const outside = [
    ...vehicles,
    months
      ? sql`(analytics_vehicle_daily.day < ${months.from}::date or analytics_vehicle_daily.day >= ${months.to}::date)`
      : sql`true`,
  ];
  let windowDealerships: SQL | null;
  let windowExact = sql`true`;
  switch (tenant.role) {
    case "operator":
      windowDealerships = sql`(select array_agg(dealerships.id) || 0 from dealerships)`;
      break;
    case "group_admin": {
      const ours = intArray(scopeDealerships);
      windowDealerships = ours;
      windowExact = sql`not exists (
        select 1 from websites w where w.id = any(${intArray(scopeSites)})
          and (w.dealership_id <> all(${ours})
               or exists (select 1 from website_dealerships wd where wd.website_id = w.id and wd.dealership_id <> all(${ours}))))`;
      break;
    }
    case "dealership_staff":
      windowDealerships = intArray([tenant.dealershipId]);
      break;
  }
  const leadDaily = [inRange("lead_daily"), ...rollup("lead_daily")];
  const leadSourceDaily = [inRange("lead_source_daily"), ...rollup("lead_source_daily")];
  const leadDeliveryDaily = [inRange("lead_delivery_daily"), ...rollup("lead_delivery_daily")];
  const leads: SQL[] = [scope.leadsWhere(), sql`leads.created_at >= ${start} and leads.created_at < ${end}`];
  const cars: SQL[] = [carsScope];
  const narrow = (column: "website_id" | "dealership_id", id: number) => {
    for (const [list, table] of [
      [daily, "analytics_daily"],
      [vehicles, "analytics_vehicle_daily"],
      [outside, "analytics_vehicle_daily"],
      [monthly, "analytics_vehicle_monthly"],
      [leadDaily, "lead_daily"],
      [leadSourceDaily, "lead_source_daily"],
      [leadDeliveryDaily, "lead_delivery_daily"],
      [leads, "leads"],
    ] as const)
      list.push(sql`${sql.raw(`${table}.${column}`)} = ${id}`);
  };
  if (query.site !== undefined) {
    const site = await scope.requireSite(db, query.site);
    narrow("website_id", site.id);
    windowDealerships = null;
    // The site's own dealerships as one list (within the scope's), so the stock is read for
    // those dealerships only, not for the whole scope and then filtered.
    const siteDealerships = await idsOf(sql`
      select websites.dealership_id as id from websites where websites.id = ${site.id} and websites.dealership_id is not null
      union select wd.dealership_id from website_dealerships wd where wd.website_id = ${site.id}`);
    const inScope =
      tenant.role === "group_admin"
        ? siteDealerships.filter((id) => scopeDealerships.includes(id))
        : siteDealerships;
    cars.splice(0, cars.length, sql`cars.dealership_id = any(${intArray(inScope)})`);
  }
  if (query.dealership !== undefined) {
    const dealership = await scope.requireDealership(db, query.dealership);
    narrow("dealership_id", dealership.id);
    // Its rows are all in scope (a dealership in scope), and the only ones asked for.
    windowDealerships = intArray([dealership.id]);
    windowExact = sql`true`;
    cars.push(sql`cars.dealership_id = ${dealership.id}`);
  }
  const and = (list: SQL[]) => sql.join(list, sql` and `);
  const group =
    options.groupRollups &&
    tenant.role === "group_admin" &&
    query.site === undefined &&
    query.dealership === undefined
      ? tenant.dealerGroupId
      : null;
  if (group !== null) {
    // The group's rows under the site rows' names, so every chart reads them with the same SQL.
    const groupRows = (table: RollupTable) =>
      sql`${sql.raw(`${table}.dealer_group_id`)} = ${group} and ${inRange(table)}`;
    return {
      from: query.from,
      to: query.to,
      start,
      end,
      months,
      daily: groupRows("analytics_daily"),
      vehicles: and(vehicles),
      vehiclesMonthly: and(monthly),
      vehiclesOutsideMonths: and(outside),
      windowDealerships,
      windowExact,
      leadDaily: groupRows("lead_daily"),
      leadSourceDaily: groupRows("lead_source_daily"),
      leadDeliveryDaily: groupRows("lead_delivery_daily"),
      group,
      tables: {
        daily: sql`group_analytics_daily analytics_daily`,
        leadDaily: sql`group_lead_daily lead_daily`,
        leadSourceDaily: sql`group_lead_source_daily lead_source_daily`,
        leadDeliveryDaily: sql`group_lead_delivery_daily lead_delivery_daily`,
      },
      leads: and(leads),
      cars: and(cars),
    };
  }
  return {
    from: query.from,
    to: query.to,
    start,
    end,
    months,
    daily: and(daily),
    vehicles: and(vehicles),
    vehiclesMonthly: and(monthly),
    vehiclesOutsideMonths: and(outside),
    windowDealerships,
    windowExact,
    leadDaily: and(leadDaily),
    leadSourceDaily: and(leadSourceDaily),
    leadDeliveryDaily: and(leadDeliveryDaily),
    group: null,
    tables: {
      daily: sql`analytics_daily`,
      leadDaily: sql`lead_daily`,
      leadSourceDaily: sql`lead_source_daily`,
      leadDeliveryDaily: sql`lead_delivery_daily`,
    },
    leads: and(leads),
    cars: and(cars),
  };
}
