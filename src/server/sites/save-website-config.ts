import "server-only";
import { eq } from "drizzle-orm";
import { parseSiteConfig, type SiteConfig } from "../../domain/config/site-config";
import type { Db } from "../db/client";
import { websites } from "../db/schema/all";

/**
 * Replaces a website's configuration document. Invalid configuration is rejected with a
 * SiteConfigError naming the field, and nothing is written.
 */
export async function saveWebsiteConfig(
  db: Db,
  { websiteId, config }: { websiteId: number; config: unknown },
): Promise<SiteConfig> {
  const parsed = parseSiteConfig(config);
  await db.update(websites).set({ config: parsed, updated_at: new Date() }).where(eq(websites.id, websiteId));
  return parsed;
}
