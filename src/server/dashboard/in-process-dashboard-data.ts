import "server-only";
import { cached } from "../cache/cached";
import { CACHE_LIFETIME_SECONDS, cacheTags } from "../cache/tags";
import type { Db } from "../db/client";
import { AppError } from "../http/app-error";
import { listBookingSlots } from "../leads/list-booking-slots";
import { listCareers } from "../pages/list-careers";
import { type DashboardData, DashboardDataError } from "./dashboard-data";
import { requireDealershipId, requireWebsite } from "./dashboard-params";
import { getDashboardCar } from "./get-dashboard-car";
import { getDashboardManufacturer } from "./get-dashboard-manufacturer";
import { getSearchPageTemplates } from "./get-search-page-templates";
import { getWebsiteSessionData } from "./get-website-session-data";
import { listSearchSlugs } from "./list-search-slugs";

/** An AppError as the DashboardDataError the HTTP client would raise for the same answer. */
async function asDashboardError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      throw new DashboardDataError(error.message, { status: error.status, cause: error });
    }
    throw error;
  }
}

/**
 * The default DashboardData: the same server functions the dashboard API routes call, on
 * this process's database. Search slugs and page templates are cached for a week (SPEC 7),
 * tagged search-slugs and with the site.
 */
export function createInProcessDashboardData({
  db,
  now = () => new Date(),
}: {
  db: () => Promise<Db>;
  now?: () => Date;
}): DashboardData {
  const weekly = { revalidate: CACHE_LIFETIME_SECONDS };
  const searchSlugs = cached(
    async (websiteId: number) => listSearchSlugs(await requireWebsite(await db(), websiteId)),
    ["dashboard-search-slugs"],
    { tags: (websiteId) => [cacheTags.searchSlugs, cacheTags.site(websiteId)], ...weekly },
  );
  const pageTemplates = cached(
    async (websiteId: number) => getSearchPageTemplates(await requireWebsite(await db(), websiteId)),
    ["dashboard-search-page-templates"],
    { tags: (websiteId) => [cacheTags.site(websiteId)], ...weekly },
  );
  const slots = (kind: "service" | "appointment") => (dealershipId: number) =>
    asDashboardError(async () => {
      const database = await db();
      const id = await requireDealershipId(database, dealershipId);
      return listBookingSlots(database, { dealershipIds: [id], kind, now: now() });
    });

  return {
    async getCar(websiteId, slug) {
      const car = await getDashboardCar(await db(), { websiteId, slug, now: now() });
      return car ?? false;
    },
    getManufacturer: (slug, websiteId) =>
      asDashboardError(async () => getDashboardManufacturer(await db(), { slug, websiteId })),
    getSearchSlugs: (websiteId) => asDashboardError(() => searchSlugs(websiteId)),
    getSearchPageTemplates: (websiteId) => asDashboardError(() => pageTemplates(websiteId)),
    getAvailableServiceBookings: slots("service"),
    getAvailableAppointmentBookings: slots("appointment"),
    getCareers: (websiteId) =>
      asDashboardError(async () => {
        const database = await db();
        return listCareers(database, { site: await requireWebsite(database, websiteId) });
      }),
    async getWebsiteSessionData(websiteId) {
      if (websiteId == null) return null;
      return asDashboardError(async () => {
        const database = await db();
        return getWebsiteSessionData(database, await requireWebsite(database, websiteId));
      });
    },
  };
}
