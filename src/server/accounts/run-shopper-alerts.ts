import "server-only";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { accountScope, accountsEnabled } from "@/domain/accounts/accounts";
import { buildAlertEmail } from "@/domain/accounts/alert-email";
import { localeFor } from "@/domain/site/locale";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { parseTenantHost } from "@/domain/tenancy/parse-tenant-host";
import { env } from "@/env";
import { savedSearchCarIds } from "@/server/accounts/saved-search-car-ids";
import { AUTH_BASE_PATH } from "@/server/accounts/site-auth";
import { unsubscribeToken } from "@/server/accounts/unsubscribe-token";
import type { Db } from "@/server/db/client";
import {
  cars,
  shopper_alert_state,
  shopper_saved_searches,
  shopper_users,
  shopper_watchlist,
} from "@/server/db/schema/all";
import type { DeliveryTransport } from "@/server/leads/delivery-transport";
import { logger } from "@/server/log/logger";
import { loadSite } from "@/server/sites/load-site";
import { siteOriginAt } from "@/server/sites/platform-address";
import type { Site } from "@/server/sites/site";

/** Shoppers checked per run; the next run takes the rest. */
const BATCH = 100;

/**
 * The alert job (daily by default): for each shopper due a check (not unsubscribed, last
 * checked at least `intervalMs` ago), the new cars of each saved search and the price drops
 * on saved cars, one email per site with changes, none when nothing changed. A shopper is
 * claimed with FOR UPDATE SKIP LOCKED (its check time moves to now, so two workers never
 * take the same shopper), then what the email reported is recorded right after it is sent;
 * a failed send gives the claim back, so the next run tries again. Only a crash between the
 * send and the record could repeat an email (as with the lead outbox).
 */
export async function runShopperAlerts(
  db: Db,
  { now, transport, intervalMs }: { now: Date; transport: DeliveryTransport; intervalMs: number },
): Promise<{ checked: number; sent: number }> {
  const cutoff = new Date(now.getTime() - intervalMs);
  const due = await db
    .select({ user_id: shopper_alert_state.user_id })
    .from(shopper_alert_state)
    .where(
      and(
        isNull(shopper_alert_state.unsubscribed_at),
        or(isNull(shopper_alert_state.last_checked_at), lt(shopper_alert_state.last_checked_at, cutoff)),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const { user_id } of due) {
    try {
      sent += await alertOne(db, { user_id, now, cutoff, transport });
    } catch (error) {
      logger().error({ err: error }, "shopper alert failed; tried again on the next run");
    }
  }
  return { checked: due.length, sent };
}

async function alertOne(
  db: Db,
  {
    user_id,
    now,
    cutoff,
    transport,
  }: { user_id: string; now: Date; cutoff: Date; transport: DeliveryTransport },
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shopper_alert_state)
      .where(
        and(
          eq(shopper_alert_state.user_id, user_id),
          isNull(shopper_alert_state.unsubscribed_at),
          or(isNull(shopper_alert_state.last_checked_at), lt(shopper_alert_state.last_checked_at, cutoff)),
        ),
      )
      .for("update", { skipLocked: true });
    if (row) {
      await tx
        .update(shopper_alert_state)
        .set({ last_checked_at: now })
        .where(eq(shopper_alert_state.user_id, user_id));
    }
    return row;
  });
  if (!claimed) return 0;
  try {
    const [user] = await db.select().from(shopper_users).where(eq(shopper_users.id, user_id));
    if (!user) return 0;
    const searches = await db
      .select()
      .from(shopper_saved_searches)
      .where(eq(shopper_saved_searches.user_id, user_id));
    const watched = await db
      .select({
        car_id: shopper_watchlist.car_id,
        alerted_price: shopper_watchlist.alerted_price,
        site_host: shopper_watchlist.site_host,
        price: cars.price,
        name: cars.name,
        slug: cars.slug,
      })
      .from(shopper_watchlist)
      .innerJoin(cars, eq(cars.id, shopper_watchlist.car_id))
      .where(
        and(
          eq(shopper_watchlist.user_id, user_id),
          sql`${cars.price} < ${shopper_watchlist.alerted_price}`,
          eq(cars.sold, false),
        ),
      );
    // The query only returns cars whose price is below the one last alerted, so both are set.
    const drops = watched.flatMap(({ alerted_price: from, price: to, ...car }) =>
      from !== null && to !== null ? [{ ...car, from, to }] : [],
    );
    const hosts = new Set([
      ...searches.map((s) => s.site_host),
      ...drops.flatMap((d) => (d.site_host ? [d.site_host] : [])),
    ]);
    let sent = 0;
    for (const host of hosts) {
      const site = await siteForHost(db, host);
      if (!site || !accountsEnabled(site.config.flags)) continue;
      const origin = siteOriginAt(host);
      const token = encodeURIComponent(unsubscribeToken(accountScope(site), user_id));
      const carUrl = (slug: string) => `${origin}${vehiclePath(site.template, slug)}`;
      const searchResults: Array<{
        id: number;
        url: string;
        ids: number[];
        known: number[];
        fresh: number[];
      }> = [];
      for (const search of searches.filter((s) => s.site_host === host)) {
        const ids = (await savedSearchCarIds(db, { site, path: search.path, now })) ?? [];
        const fresh = ids.filter((id) => !search.known_car_ids.includes(id));
        searchResults.push({
          id: search.id,
          url: `${origin}${search.path}`,
          ids,
          known: search.known_car_ids,
          fresh,
        });
      }
      const freshIds = [...new Set(searchResults.flatMap((s) => s.fresh))];
      const freshCars =
        freshIds.length === 0
          ? []
          : await db
              .select({ id: cars.id, name: cars.name, slug: cars.slug, price: cars.price })
              .from(cars)
              .where(inArray(cars.id, freshIds));
      const siteDrops = drops.filter((d) => d.site_host === host);
      const email = buildAlertEmail({
        siteName: site.name,
        locale: localeFor(site.market).locale,
        searches: searchResults.map((s) => ({
          url: s.url,
          cars: s.fresh.flatMap((id) => {
            const car = freshCars.find((c) => c.id === id);
            return car ? [{ name: car.name, url: carUrl(car.slug), price: car.price }] : [];
          }),
        })),
        priceDrops: siteDrops.map((d) => ({
          name: d.name,
          url: carUrl(d.slug),
          from: d.from,
          to: d.to,
        })),
        unsubscribeUrl: `${origin}/unsubscribe?token=${token}`,
        oneClickUrl: `${origin}${AUTH_BASE_PATH}/unsubscribe?token=${token}`,
      });
      if (email) {
        await transport.sendMail({ to: [user.email], ...email });
        sent += 1;
      }
      // What was reported is remembered (after the send: a failed send is tried again).
      for (const s of searchResults) {
        if (s.fresh.length === 0) continue;
        const known = [...new Set([...s.ids, ...s.known])].slice(0, 500);
        await db
          .update(shopper_saved_searches)
          .set({ known_car_ids: known })
          .where(eq(shopper_saved_searches.id, s.id));
      }
      for (const d of siteDrops) {
        await db
          .update(shopper_watchlist)
          .set({ alerted_price: d.to })
          .where(and(eq(shopper_watchlist.user_id, user_id), eq(shopper_watchlist.car_id, d.car_id)));
      }
    }
    return sent;
  } catch (error) {
    await db
      .update(shopper_alert_state)
      .set({ last_checked_at: claimed.last_checked_at })
      .where(eq(shopper_alert_state.user_id, user_id));
    throw error;
  }
}

async function siteForHost(db: Db, host: string): Promise<Site | null> {
  const tenant = parseTenantHost(host, env().PLATFORM_DOMAIN);
  if (tenant.kind === "platform") return null;
  return loadSite(db, { hostname: tenant.hostname, slug: tenant.slug });
}
