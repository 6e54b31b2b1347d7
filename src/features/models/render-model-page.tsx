import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cache } from "react";
import { testDriveEventId } from "@/domain/leads/vehicle-enquiry-event-id";
import { isExternalModelHref, modelHref, modelMatchesPath } from "@/domain/stock/model-pages";
import { FORM_PAGES } from "@/features/forms-pages/form-pages";
import { leadFormConfig } from "@/features/lead-form/lead-form-config";
import { ModelPage, modelDisplayName } from "@/features/models/model-page";
import { getDb } from "@/server/db/client";
import { getSiteForHost } from "@/server/sites/get-site";
import { listModelCars } from "@/server/stock/list-model-cars";
import { listModelPages } from "@/server/stock/list-model-pages";

export type ModelLookup = { slug: string } | { path: string };

// The page and its metadata find the model once per request.
const findModel = cache(async (host: string, by: "slug" | "path", value: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const models = await listModelPages(site);
  const model =
    by === "slug" ? models.find((m) => m.slug === value) : models.find((m) => modelMatchesPath(m, value));
  return model ? { site, model } : null;
});

function lookupArgs(lookup: ModelLookup): ["slug" | "path", string] {
  return "slug" in lookup ? ["slug", lookup.slug] : ["path", lookup.path];
}

export async function modelPageMetadata(host: string, lookup: ModelLookup): Promise<Metadata | null> {
  const found = await findModel(host, ...lookupArgs(lookup));
  if (!found) return null;
  const { model, site } = found;
  const name = modelDisplayName(model);
  return {
    title: name,
    description: model.description ?? `The ${name} at ${site.name}: prices, features and stock.`,
    alternates: { canonical: isExternalModelHref(model) ? `/models/${model.slug}` : modelHref(model) },
  };
}

/**
 * Model pages (/models/{slug}, and /{model slug} or the model's own path through the
 * catch-all route): the page, or null when no model of the site answers to the address.
 */
export async function renderModelPage(host: string, lookup: ModelLookup): Promise<ReactNode | null> {
  const found = await findModel(host, ...lookupArgs(lookup));
  if (!found) return null;
  const { site, model } = found;
  const now = new Date();
  const db = await getDb();
  const [stock, testDrive] = await Promise.all([
    listModelCars(db, { site, now, models: [model], limit: 8 }),
    // The test drive booking, opened in a dialog from the page's "Book a test drive".
    leadFormConfig(db, {
      site,
      definition: FORM_PAGES["test-drive"].definition,
      formKey: "test-drive-dialog-form",
      now,
      values: { "Vehicle Make": model.manufacturer_name ?? undefined, "Vehicle Model": model.name },
      conversionEventId: testDriveEventId(null),
    }),
  ]);
  return <ModelPage site={site} model={model} stock={stock} now={now} testDrive={testDrive} />;
}
