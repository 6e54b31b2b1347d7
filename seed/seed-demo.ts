import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { blogPostSchema } from "@/domain/blog/blog";
import { logoIconSvg, logoSvg } from "@/domain/brand/logo";
import { parseSiteConfig, type SiteConfigInput } from "@/domain/config/site-config";
import { distributionLocationsSchema } from "@/domain/stock/distribution-locations";
import { storeSiteLogo } from "@/server/brand/store-site-logo";
import type { Db, Tx } from "@/server/db/client";
import * as schema from "@/server/db/schema/all";
import {
  analytics_daily,
  analytics_vehicle_daily,
  booking_slots,
  careers,
  cars,
  dealer_groups,
  dealerships,
  locations,
  manufacturers,
  models,
  offers,
  pages,
  posts,
  type WeekdayHours,
  website_dealerships,
  websites,
} from "@/server/db/schema/all";
import { standInPath } from "@/demo/payments/stand-in-guard";
import { standInWebhookSecret } from "@/demo/payments/stand-in-webhook-secret";
import { demoDailyEvents } from "./demo-events";
import { demoPages } from "./demo-pages";
import {
  DEMO_DEALERSHIPS,
  DEMO_GROUPS,
  DEMO_MANUFACTURERS,
  DEMO_PAYMENT_ACCOUNTS,
  DEMO_SITES,
  DEMO_STAFF,
  REVIEW_POOL,
} from "./demo-sites";
import type { DemoDealership, DemoLocation, DemoSite } from "./demo-types";
import { generateCars, type NewCar } from "./generate-cars";
import {
  type BlogImageRequest,
  blogImage,
  generateDemoImages,
  historyReportPdf,
  type ImageRequest,
  vehicleImage,
} from "./generate-images";
import { seedDemoFailedLead } from "./demo-failed-lead";
import { registerDemoAdyenWebhooks } from "./register-demo-webhooks";

export { DEMO_SITE_SLUGS, demoSiteSummaries } from "./demo-sites";

const DAY = 86_400_000;
const SEED_LOCK_KEY = 4_242_002;

/** The plaintext inventory-feed API key of a demo dealership (stored only as its SHA-256). */
export function demoFeedKey(dealershipSlug: string): string {
  return `demo-feed-${dealershipSlug}`;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export interface SeedResult {
  seeded: boolean;
  sites: number;
  cars: number;
}

export interface SeedOptions {
  now: Date;
  mediaDir: string;
  /**
   * Where drawn demo photos are kept for the next fresh media directory (the integration tests,
   * the e2e run and a dev database share them); null draws every photo. Default: the OS's tmp.
   */
  photoCacheDir?: string | null;
}

const PHOTO_CACHE_DIR = path.join(os.tmpdir(), "forecourt-demo-photos");

/** Empties every table of the schema and restarts its ids. */
export async function resetDatabase(db: Db): Promise<void> {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (is(value, PgTable)) names.push(`"${getTableName(value)}"`);
  }
  await db.execute(sql.raw(`TRUNCATE ${names.join(", ")} RESTART IDENTITY CASCADE`));
}

/** Validates a demo site's configuration, naming the site in the error. */
function validate(site: DemoSite, config: SiteConfigInput): void {
  try {
    parseSiteConfig(config);
  } catch (error) {
    throw new Error(`Demo site "${site.slug}": ${(error as Error).message}`);
  }
}

async function insertChunked<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function fullAddress(l: DemoLocation, market: string): string {
  if (market === "US") return `${l.street}, ${l.city}, ${l.state} ${l.postcode}`;
  if (market === "NZ") return `${l.street}, ${l.city} ${l.postcode}`;
  return `${l.street}, ${l.city} ${l.state} ${l.postcode}`;
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------
// Time zones (booking slots are business hours in the dealership's own zone)

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneParts(date: Date, timeZone: string): Record<string, number> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(date)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return out;
}

function zoneOffsetMs(date: Date, timeZone: string): number {
  const p = zoneParts(date, timeZone);
  return (
    Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) -
    Math.floor(date.getTime() / 1000) * 1000
  );
}

/** The instant of a wall-clock time in a zone. */
function zonedTime(y: number, m: number, d: number, hh: number, mm: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = zoneOffsetMs(new Date(guess), timeZone);
  const second = zoneOffsetMs(new Date(guess - first), timeZone);
  return new Date(guess - second);
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h! * 60 + m!;
}

/** Hourly slots in opening hours for the next 14 local days (from tomorrow). */
function slotsFor(
  hours: readonly WeekdayHours[],
  timeZone: string,
  now: Date,
  kind: "service" | "appointment",
  dealershipId: number,
): (typeof booking_slots.$inferInsert)[] {
  const today = zoneParts(now, timeZone);
  const out: (typeof booking_slots.$inferInsert)[] = [];
  for (let offset = 1; offset <= 14; offset++) {
    const day = new Date(Date.UTC(today.year!, today.month! - 1, today.day! + offset));
    const weekday = hours[day.getUTCDay()];
    if (weekday?.status !== "open" || !weekday.open || !weekday.close) continue;
    const saturday = day.getUTCDay() === 6;
    const start = minutesOf(weekday.open);
    const end = minutesOf(weekday.close);
    for (let t = start; t + 60 <= end; t += 60) {
      out.push({
        dealership_id: dealershipId,
        kind,
        starts_at: zonedTime(
          day.getUTCFullYear(),
          day.getUTCMonth() + 1,
          day.getUTCDate(),
          Math.floor(t / 60),
          t % 60,
          timeZone,
        ),
        capacity: kind === "service" ? (saturday ? 2 : 3) : 2,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------

/**
 * Creates the demo dealers, their stock and content, once: when any website already exists
 * it does nothing. Everything is written in one transaction; images and report files are
 * written under mediaDir (existing files are kept).
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const { now, mediaDir } = opts;
  // Fail before touching anything if a configuration is invalid.
  for (const site of DEMO_SITES) validate(site, site.config);

  const existing = await db.select({ id: websites.id }).from(websites).limit(1);
  if (existing.length > 0) return { seeded: false, sites: 0, cars: 0 };

  let files: Promise<unknown> = Promise.resolve();
  const result = await db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const again = await tx.select({ id: websites.id }).from(websites).limit(1);
    if (again.length > 0) return { seeded: false, sites: 0, cars: 0 };
    const seeded = await seedInside(tx, now);
    files = writeFiles(
      mediaDir,
      opts.photoCacheDir === undefined ? PHOTO_CACHE_DIR : opts.photoCacheDir,
      seeded.images,
      seeded.reports,
      seeded.blogImages,
    );
    // Awaited after the transaction; this only stops an early failure going unhandled.
    files.catch(() => {});
    // Let image rendering (libvips threads) overlap with the remaining inserts.
    await seeded.finish();
    return { seeded: true, sites: DEMO_SITES.length, cars: seeded.carCount };
  });
  await files;
  if (result.seeded) {
    for (const site of DEMO_SITES.filter((s) => s.logo_as_upload))
      await storeDemoLogoAsUpload(db, site, mediaDir);
  }
  return result;
}

/** A demo site whose logo goes through the upload path: its generated logo and mark, as files. */
async function storeDemoLogoAsUpload(db: Db, site: DemoSite, mediaDir: string): Promise<void> {
  const { theme } = parseSiteConfig(site.config);
  if (!theme.logo_mark) return;
  const colours = { name: site.name, mark: theme.logo_mark, primary: theme.primary, accent: theme.accent };
  await storeSiteLogo(db, {
    site: site.slug,
    bytes: Buffer.from(logoSvg(colours)),
    iconBytes: Buffer.from(logoIconSvg(colours)),
    mediaDir,
  });
}

/**
 * A demo site's generated logo, drawn from its configured mark and colours, stored as a media
 * file like a dealer's uploaded one. The name carries a hash of the content because media is
 * served as immutable.
 */
function demoLogo(site: DemoSite): { file: string; url: string; svg: string } | null {
  const { theme } = parseSiteConfig(site.config);
  if (!theme.logo_mark) return null;
  const svg = logoSvg({
    name: site.name,
    mark: theme.logo_mark,
    primary: theme.primary,
    accent: theme.accent,
  });
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const file = `brand/${site.slug}-logo-${hash}.svg`;
  return { file, url: `/media/${file}`, svg };
}

async function writeFiles(
  mediaDir: string,
  photoCacheDir: string | null,
  images: ImageRequest[],
  reports: { file: string; title: string; lines: string[] }[],
  blogImages: BlogImageRequest[],
): Promise<void> {
  await fs.mkdir(path.join(mediaDir, "reports"), { recursive: true });
  await fs.mkdir(path.join(mediaDir, "brand"), { recursive: true });
  for (const site of DEMO_SITES) {
    const logo = demoLogo(site);
    if (logo) await fs.writeFile(path.join(mediaDir, logo.file), logo.svg);
  }
  const concurrency = Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) || 2);
  await Promise.all([
    generateDemoImages(mediaDir, images, {
      concurrency,
      cacheDir: photoCacheDir ?? undefined,
      blog: blogImages,
    }),
    ...reports.map(async (r) => {
      const file = path.join(mediaDir, r.file);
      try {
        await fs.access(file);
      } catch {
        await fs.writeFile(file, historyReportPdf(r.title, r.lines));
      }
    }),
  ]);
}

async function seedInside(tx: Tx, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  // Groups and manufacturers.
  const groupRows = await tx
    .insert(dealer_groups)
    .values(DEMO_GROUPS.map((g) => ({ slug: g.slug, name: g.name })))
    .returning({ id: dealer_groups.id, slug: dealer_groups.slug });
  const groupId = new Map(groupRows.map((r) => [r.slug, r.id]));
  const makerRows = await tx
    .insert(manufacturers)
    .values(
      DEMO_MANUFACTURERS.map((m) => ({
        slug: m.slug,
        name: m.name,
        description: m.description,
        logo: null,
      })),
    )
    .returning({ id: manufacturers.id, slug: manufacturers.slug, name: manufacturers.name });
  const makerId = new Map(makerRows.map((r) => [r.slug, r.id]));
  const makerName = new Map(makerRows.map((r) => [r.slug, r.name]));

  // Dealerships and their locations.
  const dealerRows = await tx
    .insert(dealerships)
    .values(
      DEMO_DEALERSHIPS.map((d) => ({
        slug: d.slug,
        name: d.name,
        dealer_group_id: d.group ? groupId.get(d.group)! : null,
        phone: d.phone,
        email: d.email,
        feed_key_hash: sha256Hex(demoFeedKey(d.slug)),
      })),
    )
    .returning({ id: dealerships.id, slug: dealerships.slug });
  const dealerId = new Map(dealerRows.map((r) => [r.slug, r.id]));
  await tx.insert(schema.staff_users).values(
    DEMO_STAFF.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: true,
      role: u.role,
      dealer_group_id: u.group ? groupId.get(u.group)! : null,
      dealership_id: u.dealership ? dealerId.get(u.dealership)! : null,
    })),
  );
  await tx.insert(schema.payment_accounts).values(
    DEMO_PAYMENT_ACCOUNTS.map((a) => ({
      dealership_id: dealerId.get(a.dealership)!,
      provider: a.provider,
      base_url: standInPath(a.provider),
      secret_key: a.secret_key,
      account: a.account,
      webhook_secret: standInWebhookSecret(a.provider, a.secret_key),
    })),
  );
  await registerDemoAdyenWebhooks(tx);

  const locationValues = DEMO_DEALERSHIPS.flatMap((d, di) =>
    d.locations.map((l, li) => {
      const full = fullAddress(l, d.market);
      const placeId = `ChIJdemo${l.location_id}`;
      const offset = (di * 5 + li * 3) % REVIEW_POOL.length;
      const items = Array.from({ length: 12 }, (_, k) => REVIEW_POOL[(offset + k) % REVIEW_POOL.length]!).map(
        (r) => ({ author: r.author, rating: r.rating, text: r.text, date: isoDay(at(-r.days_ago)) }),
      );
      const handle = d.slug.replace(/-/g, "");
      return {
        location_id: l.location_id,
        dealership_id: dealerId.get(d.slug)!,
        name: l.name,
        slug: l.slug,
        position: li,
        location_type: l.location_type,
        also_types: [...(l.also_types ?? [])],
        primary: l.primary ?? false,
        visible: l.visible ?? true,
        contact_detail: {
          ...l.contact,
          social_urls: {
            facebook: `https://www.facebook.com/${handle}`,
            instagram: `https://www.instagram.com/${handle}`,
          },
          opening_hours: [...l.hours],
        },
        dealer_license_number: l.dealer_license_number,
        motor_vehicle_repairer: l.motor_vehicle_repairer,
        manufacturers: [...l.manufacturers],
        distribution_locations: distributionLocationsSchema({
          slug: l.slug,
          siblings: d.locations.map((x) => x.slug),
        }).parse(l.distribution_locations ?? []),
        reviews: l.reviews ? { ...l.reviews, items } : { count: 0, average_rating: 0, items: [] },
        time_zone: l.time_zone,
        street: l.street,
        city: l.city,
        state: l.state,
        postcode: l.postcode,
        lat: l.lat,
        long: l.long,
        place_id: placeId,
        place_url: `https://www.google.com/maps/place/?q=place_id:${placeId}`,
        full,
        map_url: `https://maps.google.com/?q=${encodeURIComponent(full)}`,
      };
    }),
  );
  const locationRows = await tx
    .insert(locations)
    .values(locationValues)
    .returning({ id: locations.id, slug: locations.slug, dealership_id: locations.dealership_id });
  const locationBySlug = new Map(locationRows.map((r) => [`${r.dealership_id}/${r.slug}`, r.id]));

  // Websites, with configuration fields that hold ids resolved now.
  const siteValues = DEMO_SITES.map((site) => {
    const config = structuredClone(site.config) as SiteConfigInput;
    const seller = site.config_refs?.new_only_seller_dealership;
    if (seller) {
      config.stock ??= {};
      config.stock.scope ??= {};
      config.stock.scope.new_only_seller_id = dealerId.get(seller)!;
    }
    validate(site, config);
    return {
      slug: site.slug,
      domain_name: site.domain_name,
      name: site.name,
      url:
        site.domain_name && !site.domain_name.endsWith(".localhost") ? `https://${site.domain_name}` : null,
      logo: demoLogo(site)?.url ?? null,
      template: site.template,
      market: site.market,
      dealership_id: dealerId.get(site.dealership)!,
      manufacturer_id: site.manufacturer ? makerId.get(site.manufacturer)! : null,
      dealership_group: site.group ? groupId.get(site.group)! : null,
      phone: site.phone,
      email: site.email,
      config,
      created_at: now,
      updated_at: now,
    };
  });
  const siteRows = await tx
    .insert(websites)
    .values(siteValues)
    .returning({ id: websites.id, slug: websites.slug });
  const siteId = new Map(siteRows.map((r) => [r.slug, r.id]));

  await tx.insert(website_dealerships).values(
    DEMO_SITES.flatMap((site) =>
      site.dealerships.map((slug, position) => ({
        website_id: siteId.get(site.slug)!,
        dealership_id: dealerId.get(slug)!,
        position,
      })),
    ),
  );

  await seedDemoFailedLead(tx, {
    websiteId: siteId.get("harbourcity")!,
    dealershipId: dealerId.get("harbour-city-toyota")!,
  });

  // Model pages.
  const modelImages: ImageRequest[] = [];
  const modelValues = DEMO_SITES.flatMap((site) =>
    site.models.map((m, position) => {
      modelImages.push({ body: m.image.body, paint: m.image.paint, count: 1 });
      return {
        manufacturer_id: makerId.get(m.manufacturer)!,
        website_id: siteId.get(site.slug)!,
        name: m.name,
        slug: m.slug,
        description: m.description,
        manufacturer_body: m.manufacturer_body ?? null,
        manufacturer_body2: m.manufacturer_body2 ?? null,
        manufacturer_body3: null,
        bodyStyle: m.bodyStyle ?? m.body,
        body: m.body,
        image: vehicleImage(m.image.body, m.image.paint, 1),
        status: m.status,
        fuel: m.fuel ?? null,
        variant: m.variant ?? null,
        override_url: m.override_url ?? null,
        path: m.path ?? `/models/${m.slug}`,
        accessories_count: m.accessories_count ?? (position * 7) % 23,
        manufacturer_name: makerName.get(m.manufacturer)!,
        price_from: m.price_from * 100,
        position,
      };
    }),
  );
  const modelRows = await tx
    .insert(models)
    .values(modelValues)
    .returning({ id: models.id, name: models.name, manufacturer_name: models.manufacturer_name });
  const modelId = new Map(modelRows.map((r) => [`${r.manufacturer_name}|${r.name}`, r.id]));

  // Stock.
  const stock = generateCars(
    DEMO_DEALERSHIPS,
    {
      dealershipId: (slug) => dealerId.get(slug)!,
      location: (dealershipSlug, locationSlug) => {
        const dealer = DEMO_DEALERSHIPS.find((d) => d.slug === dealershipSlug)!;
        const l = dealer.locations.find((x) => x.slug === locationSlug);
        const id = locationBySlug.get(`${dealerId.get(dealershipSlug)}/${locationSlug}`);
        if (!l || id === undefined)
          throw new Error(`Unknown demo location ${dealershipSlug}/${locationSlug}`);
        return { id, city: l.city, state: l.state };
      },
      modelId: (make, model) => modelId.get(`${make}|${model}`) ?? null,
    },
    now,
  );

  const images = [...stock.images, ...modelImages];
  const finish = async () => {
    const carIds = new Map<string, number>();
    await insertChunked(stock.cars, 200, async (chunk) => {
      const rows = await tx.insert(cars).values(chunk).returning({ id: cars.id, slug: cars.slug });
      for (const r of rows) carIds.set(r.slug, r.id);
    });

    // Offers: linked to a listed car of the site's own dealership that carries an offer price.
    const offerValues = DEMO_SITES.flatMap((site) => {
      const own = dealerId.get(site.dealership)!;
      const listed = (c: NewCar) =>
        c.dealership_id === own && c.status !== "sold" && c.show_on_dealer_website !== false;
      const withOffer = stock.cars.filter(
        (c) => listed(c) && c.offer_price !== null && c.offer_price !== undefined,
      );
      const fallback = stock.cars.filter((c) => listed(c) && c.car_type !== "used" && c.price);
      const pool = [...withOffer, ...fallback, ...stock.cars.filter(listed)];
      let next = 0;
      return site.offers.map((o, position) => {
        const car = o.with_car ? pool[next++] : undefined;
        return {
          website_id: siteId.get(site.slug)!,
          title: o.title,
          summary: o.summary,
          car_id: car ? carIds.get(car.slug)! : null,
          ends_at: o.ends_in_days === null ? null : at(o.ends_in_days),
          position,
        };
      });
    });
    await tx.insert(offers).values(offerValues);

    const careerValues = DEMO_SITES.flatMap((site) =>
      site.careers.map((c) => ({
        website_id: siteId.get(site.slug)!,
        title: c.title,
        location: c.location,
        employment_type: c.employment_type,
        summary: c.summary,
        posted_at: at(-c.posted_days_ago),
      })),
    );
    if (careerValues.length > 0) await tx.insert(careers).values(careerValues);

    const pageValues = DEMO_SITES.flatMap((site) => {
      const carried = site.dealerships.map((slug) => DEMO_DEALERSHIPS.find((d) => d.slug === slug)!);
      return demoPages(site, carried).map((p) => ({
        website_id: siteId.get(site.slug)!,
        slug: p.slug,
        title: p.title,
        description: p.description,
        sections: p.sections,
        updated_at: now,
      }));
    });
    await tx.insert(pages).values(pageValues);

    // Blog posts, validated as a dealer's would be.
    const postValues = DEMO_SITES.flatMap((site) =>
      (site.posts ?? []).map((p) => {
        const post = blogPostSchema.parse({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          body: p.body,
          author: p.author,
          hero_image_url: p.hero ? blogImage(p.hero) : null,
          hero_image_alt: p.hero?.alt ?? "",
          published_at: at(-p.days_ago),
        });
        return { website_id: siteId.get(site.slug)!, ...post, updated_at: post.published_at };
      }),
    );
    if (postValues.length > 0) await tx.insert(posts).values(postValues);

    const slotValues = DEMO_DEALERSHIPS.flatMap((d: DemoDealership) => {
      const id = dealerId.get(d.slug)!;
      const sales = d.locations.find((l) => l.primary) ?? d.locations[0]!;
      const service = d.locations.find(
        (l) => l.location_type === "service" || l.also_types?.includes("service"),
      );
      return [
        ...slotsFor(sales.hours, sales.time_zone, now, "appointment", id),
        ...(service ? slotsFor(service.hours, service.time_zone, now, "service", id) : []),
      ];
    });
    await insertChunked(slotValues, 1000, (chunk) => tx.insert(booking_slots).values(chunk));

    // A few weeks of site traffic, so the console's Numbers charts have something to show.
    const listedCars = stock.cars
      .filter((c) => c.status === "in_stock" && c.show_on_dealer_website !== false)
      .map((c) => ({ id: carIds.get(c.slug)!, dealership_id: c.dealership_id }));
    const eventSites = DEMO_SITES.map((site) => {
      const carried = new Set(site.dealerships.map((slug) => dealerId.get(slug)!));
      return {
        id: siteId.get(site.slug)!,
        dealership_id: dealerId.get(site.dealership)!,
        cars: listedCars.filter((c) => carried.has(c.dealership_id)),
      };
    });
    const traffic = demoDailyEvents(eventSites, now);
    await insertChunked(traffic.daily, 1000, (chunk) => tx.insert(analytics_daily).values(chunk));
    await insertChunked(traffic.vehicles, 1000, (chunk) => tx.insert(analytics_vehicle_daily).values(chunk));
  };

  const blogImages = DEMO_SITES.flatMap((site) =>
    (site.posts ?? []).flatMap((p) => (p.hero ? [p.hero] : [])),
  );
  return { images, reports: stock.reports, carCount: stock.cars.length, blogImages, finish };
}
