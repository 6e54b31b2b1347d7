import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/** The makes and models of the bench stock (a model belongs to one make), also searched by the bench. */
const MAKE_MODELS: ReadonlyArray<readonly [string, string]> = [
  ["Toyota", "Corolla"],
  ["Toyota", "RAV4"],
  ["Toyota", "Hilux"],
  ["Toyota", "Camry"],
  ["Mazda", "CX-5"],
  ["Mazda", "Mazda3"],
  ["Mazda", "BT-50"],
  ["Kia", "Sportage"],
  ["Kia", "Cerato"],
  ["Ford", "Ranger"],
  ["Ford", "Everest"],
  ["Hyundai", "Tucson"],
  ["Hyundai", "i30"],
  ["BMW", "X3"],
  ["BMW", "3 Series"],
  ["Volkswagen", "Golf"],
  ["Volkswagen", "Tiguan"],
  ["Mitsubishi", "Outlander"],
  ["Nissan", "Navara"],
  ["Subaru", "Forester"],
];
export const MAKES = [...new Set(MAKE_MODELS.map(([make]) => make))];
export const MODELS = MAKE_MODELS.map(([, model]) => model);

export interface ConsoleStockData {
  groupId: number;
  dealershipIds: number[];
  vehicles: number;
  monthlyRows: number;
  leads: number;
  reservations: number;
}

/**
 * A dealer group of `dealerships` dealerships, each with its own site and an equal share of
 * `vehicles` cars, as the console's stock table reads them, written with generate_series:
 * - cars: 55% used, 30% new, 15% demo; 78% in stock, 7% coming soon, 15% sold; 5% hidden from
 *   the website; a price on 98% (15,000–95,000 dollars); 0–40 photos (the `images` list, 5%
 *   none); a description and features, so rows are as wide as real ones; in stock up to 400 days;
 * - page views: a row of analytics_vehicle_monthly for each month of the last year the car was
 *   in stock (1–60 views), as the page-view rollup keeps them;
 * - leads naming a car: one per vehicle on average, a few cars with many;
 * - reservations: one for every tenth car (expired, paid, refunded, refund owed, pending,
 *   failed), the paid ones marking their car reserved.
 */
export async function generateConsoleStock(
  db: Db,
  { vehicles, dealerships, log }: { vehicles: number; dealerships: number; log: (message: string) => void },
): Promise<ConsoleStockData> {
  const perDealership = Math.ceil(vehicles / dealerships);
  const t0 = performance.now();
  const seconds = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  const group = (
    await db.execute(sql`
      insert into dealer_groups (name, slug) values ('Bench stock group', 'bench-stock-group') returning id`)
  ).rows[0] as { id: number };
  await db.execute(sql`
    insert into dealerships (name, slug, dealer_group_id)
    select 'Bench stock dealer ' || d, 'bench-stock-dealer-' || d, ${group.id}
    from generate_series(1, ${dealerships}) d`);
  await db.execute(sql`
    insert into websites (name, slug, template, market, dealership_id, dealership_group)
    select 'Bench stock site ' || dl.id, 'bench-stock-site-' || dl.id, 'group', 'AU', dl.id, ${group.id}
    from dealerships dl where dl.dealer_group_id = ${group.id}`);
  const makeModels = sql.raw(
    `(values ${MAKE_MODELS.map(([make, model], n) => `(${n}, '${make}', '${model}')`).join(", ")}) as mm(n, make, model)`,
  );
  await db.execute(sql`
    insert into cars (slug, name, make, model, badge, year, km, stocknum, car_type, status, sold, price,
                      colour, body, fuel, transmission, city, state, description, features,
                      images, thumbnails, image_count, primary_image_url, show_on_dealer_website,
                      dealership_id, created_at, updated_at, sold_date_timestamp)
    select 'bs-' || c.dealership_id || '-' || c.i,
           c.year || ' ' || mm.make || ' ' || mm.model || ' ' || c.badge, mm.make, mm.model, c.badge,
           c.year, case when c.kind = 'new' then 10 else 5000 + (c.h % 150000) end,
           'BS' || c.dealership_id || '-' || c.i, c.kind, c.status, c.status = 'sold',
           case when c.h % 50 = 0 then null else (15000 + (c.h / 7) % 80000) * 100 end,
           (array['White', 'Black', 'Silver', 'Blue', 'Red', 'Grey'])[1 + c.h % 6],
           (array['SUV', 'Sedan', 'Hatch', 'Ute', 'Wagon'])[1 + c.h % 5],
           (array['Petrol', 'Diesel', 'Hybrid', 'Electric'])[1 + c.h % 4],
           (array['Automatic', 'Manual'])[1 + c.h % 2], 'Melbourne', 'VIC',
           repeat('One owner, full service history, two keys, roadworthy certificate included. ', 5),
           '["Reversing camera", "Apple CarPlay", "Android Auto", "Cruise control", "Alloy wheels", "Bluetooth", "Lane keep assist", "Heated seats"]'::jsonb,
           coalesce((select jsonb_agg(jsonb_build_object(
                       'url', '/media/vehicles/bs-' || c.dealership_id || '-' || c.i || '-' || p || '.jpg',
                       'thumb', '/media/vehicles/bs-' || c.dealership_id || '-' || c.i || '-' || p || '-480.jpg'))
                     from generate_series(1, c.photos) p), '[]'::jsonb),
           coalesce((select jsonb_agg('/media/vehicles/bs-' || c.dealership_id || '-' || c.i || '-' || p || '-480.jpg')
                     from generate_series(1, c.photos) p), '[]'::jsonb),
           c.photos,
           case when c.photos > 0 then '/media/vehicles/bs-' || c.dealership_id || '-' || c.i || '-1.jpg' end,
           c.h % 20 <> 0, c.dealership_id, c.created_at, c.created_at,
           case when c.status = 'sold' then c.created_at + interval '20 days' end
    from (
      select d.id as dealership_id, i, h,
             (array['used', 'used', 'used', 'used', 'used', 'used', 'used', 'used', 'used', 'used', 'used',
                    'new', 'new', 'new', 'new', 'new', 'new', 'demo', 'demo', 'demo'])[1 + h % 20] as kind,
             case when h % 100 < 78 then 'in_stock' when h % 100 < 85 then 'coming_soon' else 'sold' end as status,
             2012 + h % 15 as year, (array['GX', 'GXL', 'Sport', 'Limited', 'Ascent'])[1 + h % 5] as badge,
             case when h % 20 = 0 then 0 else 3 + h % 38 end as photos,
             now() - (h % 400) * interval '1 day' - (h % 86400) * interval '1 second' as created_at
      from dealerships d cross join generate_series(1, ${perDealership}) i
      cross join lateral (select hashtext(d.id || '-' || i) & 2147483647 as h) hash
      where d.dealer_group_id = ${group.id}
    ) c join ${makeModels} on mm.n = c.h % ${MAKE_MODELS.length}`);
  log(`  cars: ${seconds()}`);
  await db.execute(sql`
    insert into analytics_vehicle_monthly (website_id, month, car_id, dealership_id, views)
    select w.id, m.month, c.id, c.dealership_id, 1 + (hashtext(c.id || '/' || m.month) & 2147483647) % 60
    from cars c join websites w on w.dealership_id = c.dealership_id
    cross join lateral (
      select generate_series(greatest(date_trunc('month', c.created_at), date_trunc('month', now()) - interval '11 months'),
                             date_trunc('month', now()), interval '1 month')::date as month) m
    where w.dealership_group = ${group.id}`);
  log(`  page views by month: ${seconds()}`);
  // Leads naming a car: every car once in two, and every fiftieth car 25 times more. The Numbers
  // rollups' row trigger is off meanwhile (the stock table does not read them; it would triple
  // the time).
  await db.execute(sql`alter table leads disable trigger user`);
  await db.execute(sql`
    insert into leads (website_id, dealership_id, form_id, category, lead_status, form_completed, car_id, payload, created_at)
    select w.id, c.dealership_id, 'vehicle-enquiry', 'Vehicle Enquiry', 'Complete', true, c.id,
           jsonb_build_object('name', 'Shopper ' || c.id, 'email', 'shopper' || c.id || '-' || k || '@bench.example',
                              'message', 'Is this car still available?'),
           greatest(c.created_at, now() - interval '300 days') + (k * interval '1 day')
    from cars c join websites w on w.dealership_id = c.dealership_id
    cross join generate_series(1, case when c.id % 50 = 0 then 26 when c.id % 2 = 0 then 1 else 0 end) k
    where w.dealership_group = ${group.id}`);
  await db.execute(sql`alter table leads enable trigger user`);
  log(`  leads: ${seconds()}`);
  await db.execute(sql`
    insert into reservations (id, website_id, dealership_id, car_id, provider, payment_id, state, refund_reason,
                              refund_id, amount_cents, currency, shopper, token_hash, expires_at, paid_at, created_at, updated_at)
    select 'bench-res-' || c.id, w.id, c.dealership_id, c.id, 'stripe', 'pi_bench_' || c.id, r.state,
           case when r.state = 'refunded' then 'dealer' end,
           case when r.state = 'refunded' and c.id % 3 <> 0 then 're_bench_' || c.id end,
           50000, 'AUD',
           jsonb_build_object('first_name', 'Shopper', 'last_name', c.id::text, 'email', 'res' || c.id || '@bench.example', 'phone', '0400000000'),
           md5(c.id::text), r.created_at + interval '30 minutes',
           case when r.state in ('paid', 'refunded') then r.created_at + interval '5 minutes' end,
           r.created_at, r.created_at
    from cars c join websites w on w.dealership_id = c.dealership_id
    cross join lateral (select
      (array['expired', 'expired', 'expired', 'expired', 'paid', 'paid', 'refunded', 'refunded', 'pending', 'failed'])[1 + (c.id / 10) % 10] as state,
      greatest(c.created_at, now() - interval '300 days') + (c.id % 30) * interval '1 day' as created_at) r
    where w.dealership_group = ${group.id} and c.id % 10 = 0`);
  await db.execute(sql`
    update cars set reserved = true
    where id in (select car_id from reservations where state = 'paid' and id like 'bench-res-%')`);
  log(`  reservations: ${seconds()}`);
  // As autovacuum leaves a table in use: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze cars`);
  await db.execute(sql`vacuum analyze reservations`);
  await db.execute(sql`analyze`);
  const counts = (
    await db.execute(sql`select
      (select count(*)::int from cars c join dealerships d on d.id = c.dealership_id where d.dealer_group_id = ${group.id}) as vehicles,
      (select count(*)::int from analytics_vehicle_monthly m join dealerships d on d.id = m.dealership_id where d.dealer_group_id = ${group.id}) as monthly,
      (select count(*)::int from leads l join dealerships d on d.id = l.dealership_id where d.dealer_group_id = ${group.id}) as leads,
      (select count(*)::int from reservations where id like 'bench-res-%') as reservations,
      (select array_agg(id order by id) from dealerships where dealer_group_id = ${group.id}) as dealership_ids`)
  ).rows[0] as {
    vehicles: number;
    monthly: number;
    leads: number;
    reservations: number;
    dealership_ids: number[];
  };
  log(
    `  ${counts.vehicles} vehicles, ${counts.monthly} page-view months, ${counts.leads} leads, ${counts.reservations} reservations in ${seconds()}`,
  );
  return {
    groupId: group.id,
    dealershipIds: counts.dealership_ids,
    vehicles: counts.vehicles,
    monthlyRows: counts.monthly,
    leads: counts.leads,
    reservations: counts.reservations,
  };
}
