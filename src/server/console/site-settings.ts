import "server-only";
import { desc, eq, max } from "drizzle-orm";
import { z } from "zod";
import { parseSiteConfig, type SiteConfigInput, siteConfigSchema } from "@/domain/config/site-config";
import { diffConfig } from "@/domain/console/config-diff";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext, StaffMember } from "@/server/console/console-route";
import { expireSitesCache } from "@/server/console/expire-sites-cache";
import { siteConfigJsonSchema } from "@/server/console/site-config-json-schema";
import type { Db } from "@/server/db/client";
import { site_config_versions, websites } from "@/server/db/schema/all";
import { AppError, validationError } from "@/server/http/app-error";
import { zodFieldErrors } from "@/server/http/zod-fields";

type SiteParams = { id: string };
type VersionParams = { id: string; version: string };

async function latestVersion(db: Pick<Db, "select">, siteId: number): Promise<number> {
  const [row] = await db
    .select({ latest: max(site_config_versions.version) })
    .from(site_config_versions)
    .where(eq(site_config_versions.website_id, siteId));
  return row?.latest ?? 0;
}

/** GET /console/api/sites/{id}/settings: the settings, their version and the schema to edit them by. */
export async function getSiteSettings({ db, scope, params }: ConsoleContext<SiteParams>): Promise<Response> {
  const site = await scope.requireSite(db, pathId(params.id, "site"));
  return Response.json({
    site: { id: site.id, name: site.name, slug: site.slug, domain_name: site.domain_name },
    version: await latestVersion(db, site.id),
    config: parseSiteConfig(site.config),
    schema: siteConfigJsonSchema(),
  });
}

const saveBody = z
  .object({
    /** The version the editor started from: the save is refused (409) when it is no longer the latest. */
    version: z.number().int().min(0),
    config: z.record(z.string(), z.unknown()),
  })
  .strict();

/** The whole document against the schema: every wrong field, each with the schema's own message. */
function validConfig(config: unknown): SiteConfigInput {
  const parsed = siteConfigSchema.safeParse(config);
  if (!parsed.success) {
    throw validationError(zodFieldErrors(parsed.error), "Some settings are not valid; nothing was saved.");
  }
  return config as SiteConfigInput;
}

/**
 * Writes a new version of a site's settings: refused (409) unless `basedOn` is still the
 * latest version, so two members of staff editing the same site never silently overwrite
 * each other. The site's first save keeps the settings it had as version 0. Afterwards the
 * site's cache tags are expired, so its next request reads the new settings.
 */
async function writeVersion(
  db: Db,
  staff: StaffMember,
  siteId: number,
  basedOn: number,
  config: SiteConfigInput,
  restoredFrom: number | null,
) {
  const written = await db.transaction(async (tx) => {
    const [site] = await tx.select().from(websites).where(eq(websites.id, siteId)).for("update");
    if (!site) throw new AppError("not_found", "No site with that id.");
    const latest = await latestVersion(tx, siteId);
    if (latest !== basedOn) {
      throw new AppError(
        "version_conflict",
        `These settings were changed by someone else (now version ${latest}) after you opened them (version ${basedOn}). Nothing was saved: reload to see their changes, then make yours again.`,
      );
    }
    const [baseline] = await tx
      .select({ id: site_config_versions.id })
      .from(site_config_versions)
      .where(eq(site_config_versions.website_id, siteId))
      .limit(1);
    if (!baseline) {
      await tx
        .insert(site_config_versions)
        .values({ website_id: siteId, version: 0, config: site.config, diff: [], staff_email: null });
    }
    const diff = diffConfig(parseSiteConfig(site.config), parseSiteConfig(config));
    await tx.update(websites).set({ config, updated_at: new Date() }).where(eq(websites.id, siteId));
    const [row] = await tx
      .insert(site_config_versions)
      .values({
        website_id: siteId,
        version: latest + 1,
        config,
        diff,
        staff_user_id: staff.id,
        staff_email: staff.email,
        restored_from: restoredFrom,
      })
      .returning();
    return row;
  });
  await expireSitesCache(siteId);
  return written;
}

function versionAnswer(row: typeof site_config_versions.$inferSelect | undefined) {
  if (!row) throw new Error("the version just written");
  return {
    version: row.version,
    created_at: row.created_at,
    staff_email: row.staff_email,
    restored_from: row.restored_from,
    diff: row.diff,
  };
}

/** PUT /console/api/sites/{id}/settings {version, config}. */
export async function saveSiteSettings({ db, scope, staff, params, json }: ConsoleContext<SiteParams>) {
  const site = await scope.requireSite(db, pathId(params.id, "site"));
  const body = saveBody.parse(await json());
  const config = validConfig(body.config);
  const row = await writeVersion(db, staff, site.id, body.version, config, null);
  return Response.json({ saved: versionAnswer(row) });
}

/** GET /console/api/sites/{id}/versions: every version, newest first (who, when, what changed). */
export async function listSiteVersions({ db, scope, params }: ConsoleContext<SiteParams>) {
  const site = await scope.requireSite(db, pathId(params.id, "site"));
  const rows = await db
    .select()
    .from(site_config_versions)
    .where(eq(site_config_versions.website_id, site.id))
    .orderBy(desc(site_config_versions.version))
    .limit(200);
  return Response.json({ versions: rows.map(versionAnswer), latest: rows[0]?.version ?? 0 });
}

/** GET /console/api/sites/{id}/versions/{version}: one version's whole document. */
export async function getSiteVersion({ db, scope, params }: ConsoleContext<VersionParams>) {
  const row = await scope.requireConfigVersion(db, pathId(params.id, "site"), versionNumber(params.version));
  return Response.json({ ...versionAnswer(row), config: row.config });
}

const rollbackBody = z.object({ version: z.number().int().min(0) }).strict();

/**
 * POST /console/api/sites/{id}/versions/{version}/rollback {version: latest}: restores an
 * earlier version as a new one (history is never rewritten), with the same conflict check.
 */
export async function rollBackSiteVersion({ db, scope, staff, params, json }: ConsoleContext<VersionParams>) {
  const siteId = pathId(params.id, "site");
  const target = await scope.requireConfigVersion(db, siteId, versionNumber(params.version));
  const body = rollbackBody.parse(await json());
  const config = validConfig(target.config);
  const row = await writeVersion(db, staff, siteId, body.version, config, target.version);
  return Response.json({ saved: versionAnswer(row) });
}

function versionNumber(value: string): number {
  const parsed = z.coerce.number().int().min(0).max(1_000_000).safeParse(value);
  if (!parsed.success) throw new AppError("not_found", "No settings version with that number.");
  return parsed.data;
}
