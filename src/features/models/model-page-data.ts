import "server-only";
import { testDriveEventId } from "@/domain/leads/vehicle-enquiry-event-id";
import { isExternalModelHref, modelHref, modelMatchesPath } from "@/domain/stock/model-pages";
import { FORM_PAGES } from "@/features/forms-pages/form-pages";
import { leadFormData } from "@/features/lead-form/lead-form-data";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { modelDisplayName } from "@/features/models/model-page";
import { getDb } from "@/server/db/client";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";
import { listModelCars } from "@/server/stock/list-model-cars";
import { listModelPages } from "@/server/stock/list-model-pages";
import type { SiteModel } from "@/server/stock/list-site-models";

/** How a model page is asked for: /models/{slug}, or a path of its own through the catch-all. */
export type ModelLookup = { slug: string } | { path: string };

/** The site's model answering to the address, or null (no such model, or no model pages). */
export async function findSiteModel(site: Site, lookup: ModelLookup): Promise<SiteModel | null> {
  const models = await listModelPages(site);
  const model =
    "slug" in lookup
      ? models.find((m) => m.slug === lookup.slug)
      : models.find((m) => modelMatchesPath(m, lookup.path));
  return model ?? null;
}

/** The page's title, description and canonical (relative, as Next's metadata printed it). */
export function modelPageHead(site: Site, model: SiteModel) {
  const name = modelDisplayName(model);
  return {
    title: name,
    description: model.description ?? `The ${name} at ${site.name}: prices, features and stock.`,
    canonical: isExternalModelHref(model) ? `/models/${model.slug}` : modelHref(model),
  };
}

/** What a model page shows besides the model: its matching stock, and the test drive booking's form. */
export async function modelPageData(
  site: Site,
  model: SiteModel,
  now: Date,
): Promise<{ stock: { cars: CarSummary[]; total: number }; testDrive: LeadFormConfig }> {
  const db = await getDb();
  const [stock, testDrive] = await Promise.all([
    listModelCars(db, { site, now, models: [model], limit: 8 }),
    // The test drive booking, opened in a dialog from the page's "Book a test drive".
    leadFormData(db, {
      site,
      definition: FORM_PAGES["test-drive"].definition,
      formKey: "test-drive-dialog-form",
      now,
      values: { "Vehicle Make": model.manufacturer_name ?? undefined, "Vehicle Model": model.name },
      conversionEventId: testDriveEventId(null),
    }),
  ]);
  return { stock, testDrive };
}
