import { getTableColumns, sql } from "drizzle-orm";
import { DEMO_DEALERSHIPS, DEMO_GROUPS, DEMO_MANUFACTURERS, DEMO_SITES } from "../../seed/demo-sites";
import type { DemoDealership, DemoSite } from "../../seed/demo-types";
import { generateCars, type NewCar } from "../../seed/generate-cars";
import type { SiteConfigInput } from "../../src/domain/config/site-config";
import { defined } from "../../src/domain/defined";
import type { Db } from "../../src/server/db/client";
import {
  cars,
  dealer_groups,
  dealerships,
  locations,
  manufacturers,
  website_dealerships,
  websites,
} from "../../src/server/db/schema/all";

/**
 * A large, realistic stock for benchmarks: `copies` copies of the demo network (every demo
 * dealership and site, so every template, market and scope rule), each dealership's stock
 * recipes scaled up so the whole has about `vehicles` cars. The cars come from the seed's
 * own deterministic generator; ids are assigned here so rows can be inserted in bulk.
 */
export interface BulkStock {
  groups: (typeof dealer_groups.$inferInsert)[];
  manufacturers: (typeof manufacturers.$inferInsert)[];
  dealerships: (typeof dealerships.$inferInsert)[];
  locations: (typeof locations.$inferInsert)[];
  websites: (typeof websites.$inferInsert)[];
  websiteDealerships: (typeof website_dealerships.$inferInsert)[];
  cars: NewCar[];
}

const copySlug = (slug: string, k: number) => `${slug}-b${k}`;

function scaled(dealer: DemoDealership, k: number, factor: number): DemoDealership {
  return {
    ...dealer,
    slug: copySlug(dealer.slug, k),
    code: `${dealer.code}X${k}`,
    group: dealer.group ? copySlug(dealer.group, k) : null,
    stock: dealer.stock.map((recipe) => ({
      ...recipe,
      count: Math.max(recipe.states.length, Math.round(recipe.count * factor)),
    })),
  };
}

export function buildBulkStock({
  copies,
  vehicles,
  now,
}: {
  copies: number;
  vehicles: number;
  now: Date;
}): BulkStock {
  const demoCars = DEMO_DEALERSHIPS.reduce((n, d) => n + d.stock.reduce((m, r) => m + r.count, 0), 0);
  const factor = vehicles / (demoCars * copies);

  const out: BulkStock = {
    groups: [],
    manufacturers: DEMO_MANUFACTURERS.map((m, i) => ({
      id: i + 1,
      slug: m.slug,
      name: m.name,
      description: m.description,
    })),
    dealerships: [],
    locations: [],
    websites: [],
    websiteDealerships: [],
    cars: [],
  };
  const makerId = new Map(out.manufacturers.map((m) => [m.slug, defined(m.id, "m.id")]));
  const groupId = new Map<string, number>();
  const dealerId = new Map<string, number>();
  const locationOf = new Map<string, { id: number; city: string; state: string }>();
  const allDealers: DemoDealership[] = [];

  for (let k = 0; k < copies; k++) {
    for (const g of DEMO_GROUPS) {
      const id = out.groups.length + 1;
      groupId.set(copySlug(g.slug, k), id);
      out.groups.push({ id, slug: copySlug(g.slug, k), name: `${g.name} ${k}` });
    }
    for (const demo of DEMO_DEALERSHIPS) {
      const dealer = scaled(demo, k, factor);
      allDealers.push(dealer);
      const id = out.dealerships.length + 1;
      dealerId.set(dealer.slug, id);
      out.dealerships.push({
        id,
        slug: dealer.slug,
        name: `${dealer.name} ${k}`,
        dealer_group_id: dealer.group
          ? defined(groupId.get(dealer.group), "groupId.get(dealer.group)")
          : null,
        phone: dealer.phone,
        email: dealer.email,
      });
      dealer.locations.forEach((l, position) => {
        const locId = out.locations.length + 1;
        locationOf.set(`${dealer.slug}/${l.slug}`, { id: locId, city: l.city, state: l.state });
        out.locations.push({
          id: locId,
          location_id: l.location_id,
          dealership_id: id,
          name: l.name,
          slug: l.slug,
          position,
          location_type: l.location_type,
          primary: l.primary ?? false,
          visible: l.visible ?? true,
          contact_detail: { ...l.contact, opening_hours: [...l.hours] },
          time_zone: l.time_zone,
          street: l.street,
          city: l.city,
          state: l.state,
          postcode: l.postcode,
          lat: l.lat,
          long: l.long,
          full: `${l.street}, ${l.city} ${l.state} ${l.postcode}`,
        });
      });
    }
    for (const site of DEMO_SITES as readonly DemoSite[]) {
      const id = out.websites.length + 1;
      const config = structuredClone(site.config) as SiteConfigInput;
      const seller = site.config_refs?.new_only_seller_dealership;
      if (seller) {
        config.stock ??= {};
        config.stock.scope ??= {};
        config.stock.scope.new_only_seller_id = defined(
          dealerId.get(copySlug(seller, k)),
          "dealerId.get(copySlug(seller, k))",
        );
      }
      out.websites.push({
        id,
        slug: copySlug(site.slug, k),
        name: `${site.name} ${k}`,
        template: site.template,
        market: site.market,
        dealership_id: defined(
          dealerId.get(copySlug(site.dealership, k)),
          "dealerId.get(copySlug(site.dealership, k))",
        ),
        manufacturer_id: site.manufacturer
          ? defined(makerId.get(site.manufacturer), "makerId.get(site.manufacturer)")
          : null,
        dealership_group: site.group
          ? defined(groupId.get(copySlug(site.group, k)), "groupId.get(copySlug(site.group, k))")
          : null,
        phone: site.phone,
        email: site.email,
        config,
        created_at: now,
        updated_at: now,
      });
      site.dealerships.forEach((slug, position) => {
        out.websiteDealerships.push({
          website_id: id,
          dealership_id: defined(dealerId.get(copySlug(slug, k)), "dealerId.get(copySlug(slug, k))"),
          position,
        });
      });
    }
  }

  const stock = generateCars(
    allDealers,
    {
      dealershipId: (slug) => defined(dealerId.get(slug), "dealerId.get(slug)"),
      location: (dealershipSlug, locationSlug) => {
        const found = locationOf.get(`${dealershipSlug}/${locationSlug}`);
        if (!found) throw new Error(`no location ${dealershipSlug}/${locationSlug}`);
        return found;
      },
      modelId: () => null,
    },
    now,
  );
  out.cars = stock.cars.map((car, i) => ({ ...car, id: i + 1 }));
  return out;
}

async function insertChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Bulk-inserts the stock, then VACUUM ANALYZE. Cars go 2,000 per statement as one JSON parameter
 * expanded by json_populate_recordset: a multi-row INSERT with one bind parameter, far
 * cheaper to send and parse than 2,000 × 55 parameters (node-postgres has no COPY).
 */
export async function insertBulkStock(db: Db, stock: BulkStock): Promise<void> {
  await db.insert(dealer_groups).values(stock.groups);
  await db.insert(manufacturers).values(stock.manufacturers);
  await insertChunks(stock.dealerships, 500, (c) => db.insert(dealerships).values(c));
  await insertChunks(stock.locations, 500, (c) => db.insert(locations).values(c));
  await insertChunks(stock.websites, 200, (c) => db.insert(websites).values(c));
  await insertChunks(stock.websiteDealerships, 1000, (c) => db.insert(website_dealerships).values(c));
  // Every stored column by name: the generated search document is computed by the database.
  const columns = sql.join(
    Object.values(getTableColumns(cars))
      .filter((column) => !column.generated)
      .map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await insertChunks(stock.cars, 2000, (c) =>
    db.execute(
      sql`insert into ${cars} (${columns}) select ${columns} from json_populate_recordset(null::${cars}, ${JSON.stringify(c)}::json)`,
    ),
  );
  // Rows were inserted with their ids: move the id sequences past them.
  for (const table of ["dealer_groups", "manufacturers", "dealerships", "locations", "websites", "cars"]) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`),
    );
  }
  // VACUUM as well: a table autovacuum has seen (any live one) has its visibility map set, so
  // the search's index-only scans skip the rows; a freshly loaded one has not.
  for (const table of ["dealerships", "locations", "websites", "website_dealerships", "cars"]) {
    await db.execute(sql.raw(`vacuum analyze "${table}"`));
  }
}

/**
 * Multiplies the inserted cars in the database: each car gets `factor - 1` copies (same
 * dealership and facts, a new slug and stock number), one INSERT … SELECT per copy inside the
 * database, so a million rows never exist as objects in this process. Then VACUUM ANALYZE.
 */
export async function multiplyCars(db: Db, factor: number): Promise<void> {
  const stored = Object.values(getTableColumns(cars)).filter(
    (column) => !column.generated && column.name !== "id",
  );
  const names = sql.join(
    stored.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    stored.map((column) =>
      column.name === "slug" || column.name === "stocknum"
        ? sql`${sql.identifier(column.name)} || '-x' || n`
        : sql.identifier(column.name),
    ),
    sql`, `,
  );
  const [{ max } = { max: 0 }] = (
    (await db.execute(sql`select max(id)::int as max from ${cars}`)) as unknown as { rows: { max: number }[] }
  ).rows;
  for (let n = 1; n < factor; n++) {
    await db.execute(
      sql`insert into ${cars} (${names}) select ${values} from ${cars}, (select ${n}::int as n) k where ${cars.id} <= ${max}`,
    );
  }
  await db.execute(sql.raw(`vacuum analyze "cars"`));
}
