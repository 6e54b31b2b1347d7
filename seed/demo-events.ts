import type { AnalyticsKind, EventSource } from "@/domain/numbers/event-kind";

/**
 * A few weeks of plausible site traffic for the console's charts, as daily rollup rows (the
 * counts analytics_daily keeps): per site and day, searches, vehicle pages viewed (spread over
 * the site's own cars, a few of them popular), phone reveals and calls, some of each from ads.
 * Deterministic: the same sites, cars and day give the same numbers. No analytics_events rows
 * stand behind these counts; real traffic adds both.
 */
const DEMO_EVENT_DAYS = 28;

export interface DemoEventSite {
  id: number;
  dealership_id: number;
  cars: { id: number; dealership_id: number }[];
}

interface DailyRow {
  website_id: number;
  day: string;
  kind: AnalyticsKind;
  source: EventSource;
  dealership_id: number;
  count: number;
}

interface VehicleRow {
  website_id: number;
  day: string;
  car_id: number;
  dealership_id: number;
  views: number;
}

/** A small seeded generator (mulberry32). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoDailyEvents(
  sites: readonly DemoEventSite[],
  now: Date,
): { daily: DailyRow[]; vehicles: VehicleRow[] } {
  const daily = new Map<string, DailyRow>();
  const vehicles: VehicleRow[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const site of sites) {
    const random = generator(site.id * 7919);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const cars = site.cars.slice(0, 12);
    for (let back = DEMO_EVENT_DAYS - 1; back >= 0; back--) {
      const day = new Date(today - back * 86_400_000).toISOString().slice(0, 10);
      const weekend = [0, 6].includes(new Date(today - back * 86_400_000).getUTCDay());
      const scale = weekend ? 1.4 : 1;
      const add = (
        kind: AnalyticsKind,
        source: EventSource,
        count: number,
        car?: { id: number; dealership_id: number },
      ) => {
        if (count <= 0) return;
        const dealership_id = car?.dealership_id ?? site.dealership_id;
        const key = `${site.id}|${day}|${kind}|${source}|${dealership_id}`;
        const row = daily.get(key) ?? { website_id: site.id, day, kind, source, dealership_id, count: 0 };
        row.count += count;
        daily.set(key, row);
        if (car && kind === "vehicle_view") {
          const last = vehicles.at(-1);
          if (last && last.website_id === site.id && last.day === day && last.car_id === car.id)
            last.views += count;
          else vehicles.push({ website_id: site.id, day, car_id: car.id, dealership_id, views: count });
        }
      };
      add("search", "none", Math.round(between(20, 60) * scale));
      add("search", "ads", Math.round(between(4, 15) * scale));
      add("page_view", "none", Math.round(between(60, 160) * scale));
      cars.forEach((car, index) => {
        // The first few cars are the popular ones.
        const views = Math.round((index < 5 ? between(6, 18) : between(0, 4)) * scale);
        add("vehicle_view", "none", views, car);
        if (index < 5) add("vehicle_view", "ads", between(0, 4), car);
        if (random() < 0.08) add("phone_reveal", "none", 1, car);
      });
      add("phone_reveal", "none", between(1, 6));
      add("phone_call", "none", between(0, 4));
      add("phone_call", "ads", between(0, 2));
    }
  }
  return { daily: [...daily.values()], vehicles };
}
