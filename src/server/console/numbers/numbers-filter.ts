import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { NumbersQuery } from "@/domain/numbers/numbers-query";
import type { ConsoleScope } from "@/server/console/console-scope";
import type { Db } from "@/server/db/client";

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
  /** Rollup rows in scope and range: of analytics_daily, or of analytics_vehicle_daily. */
  daily: SQL;
  vehicles: SQL;
  /** Leads in scope and range. */
  leads: SQL;
  /** Cars in scope (the stock as it is now: no range). */
  cars: SQL;
}

export async function numbersFilter(
  db: Db,
  scope: ConsoleScope,
  query: NumbersQuery,
): Promise<NumbersFilter> {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
  const tenant = scope.tenant;

  // The scope, as conditions on a rollup row's site or dealership and a car's dealership.
  const groupDealerships = (groupId: number) =>
    sql`(select d.id from dealerships d where d.dealer_group_id = ${groupId})`;
  const scopeSites = sql`(select websites.id from websites where ${scope.sitesWhere()})`;
  let carsScope: SQL;
  const rollup = (table: "analytics_daily" | "analytics_vehicle_daily") => {
    const t = sql.raw(table);
    const conditions: SQL[] = [sql`${t}.day between ${query.from}::date and ${query.to}::date`];
    if (tenant.role === "group_admin") {
      conditions.push(
        sql`(${t}.website_id in ${scopeSites} or ${t}.dealership_id in ${groupDealerships(tenant.dealerGroupId)})`,
      );
    } else if (tenant.role === "dealership_staff") {
      conditions.push(sql`${t}.dealership_id = ${tenant.dealershipId}`);
    }
    return conditions;
  };
  switch (tenant.role) {
    case "operator":
      carsScope = sql`true`;
      break;
    case "group_admin":
      carsScope = sql`cars.dealership_id in ${groupDealerships(tenant.dealerGroupId)}`;
      break;
    case "dealership_staff":
      carsScope = sql`cars.dealership_id = ${tenant.dealershipId}`;
      break;
  }

  const daily = rollup("analytics_daily");
  const vehicles = rollup("analytics_vehicle_daily");
  const leads: SQL[] = [scope.leadsWhere(), sql`leads.created_at >= ${start} and leads.created_at < ${end}`];
  const cars: SQL[] = [carsScope];
  if (query.site !== undefined) {
    const site = await scope.requireSite(db, query.site);
    daily.push(sql`analytics_daily.website_id = ${site.id}`);
    vehicles.push(sql`analytics_vehicle_daily.website_id = ${site.id}`);
    leads.push(sql`leads.website_id = ${site.id}`);
    cars.push(sql`(cars.dealership_id = ${site.dealership_id}
      or cars.dealership_id in (select wd.dealership_id from website_dealerships wd where wd.website_id = ${site.id}))`);
  }
  if (query.dealership !== undefined) {
    const dealership = await scope.requireDealership(db, query.dealership);
    daily.push(sql`analytics_daily.dealership_id = ${dealership.id}`);
    vehicles.push(sql`analytics_vehicle_daily.dealership_id = ${dealership.id}`);
    leads.push(sql`leads.dealership_id = ${dealership.id}`);
    cars.push(sql`cars.dealership_id = ${dealership.id}`);
  }
  return {
    from: query.from,
    to: query.to,
    start,
    end,
    daily: sql.join(daily, sql` and `),
    vehicles: sql.join(vehicles, sql` and `),
    leads: sql.join(leads, sql` and `),
    cars: sql.join(cars, sql` and `),
  };
}
