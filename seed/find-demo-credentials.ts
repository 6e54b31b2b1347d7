import "server-only";
import { parseSiteConfig } from "@/domain/config/site-config";
import type { Db } from "@/server/db/client";
import { dealerships, websites } from "@/server/db/schema/all";
import { DEMO_SITES } from "./demo-sites";
import { demoFeedKey, sha256Hex } from "./seed-demo";

/** The webhook secrets the demo configuration ships with (public: they are in this repository). */
const DEMO_WEBHOOK_SECRETS: ReadonlySet<string> = new Set(
  DEMO_SITES.flatMap((site) =>
    parseSiteConfig(site.config).lead_destinations.flatMap((d) => (d.kind === "webhook" ? [d.secret] : [])),
  ),
);

/**
 * Every credential in the database that still has its public demo value: a dealership whose
 * inventory-feed key is `demo-feed-{slug}`, or a site whose lead webhook is signed with a demo
 * secret. Anyone who has read this repository could push stock with the one or forge leads
 * to the other, so a platform on a real domain refuses to start while any is left.
 */
export async function findDemoCredentials(db: Db): Promise<string[]> {
  const found: string[] = [];
  const keys = await db.select({ slug: dealerships.slug, hash: dealerships.feed_key_hash }).from(dealerships);
  for (const d of keys) {
    if (d.hash !== null && d.hash === sha256Hex(demoFeedKey(d.slug))) {
      found.push(`dealership ${d.slug}: inventory-feed key`);
    }
  }
  const sites = await db.select({ slug: websites.slug, config: websites.config }).from(websites);
  for (const site of sites) {
    // Read as stored, not parsed: one site's invalid configuration must not hide another's.
    const destinations: unknown = (site.config as { lead_destinations?: unknown }).lead_destinations;
    if (Array.isArray(destinations) && destinations.some(isDemoWebhook)) {
      found.push(`site ${site.slug}: lead webhook secret`);
    }
  }
  return found;
}

function isDemoWebhook(destination: unknown): boolean {
  const secret = (destination as { secret?: unknown } | null)?.secret;
  return typeof secret === "string" && DEMO_WEBHOOK_SECRETS.has(secret);
}
