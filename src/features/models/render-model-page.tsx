import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cache } from "react";
import { DialogLink } from "@/components/ui/dialog-link";
import { withNoScriptAction } from "@/features/lead-form/lead-form-config";
import { LeadForm } from "@/features/lead-form/lead-form";
import { ModelPageFrame, testDriveLinkProps } from "@/features/models/model-page";
import {
  findSiteModel,
  type ModelLookup,
  modelPageData,
  modelPageHead,
} from "@/features/models/model-page-data";
import { VehicleGrid } from "@/features/vehicle/vehicle-grid";
import { getSiteForHost } from "@/server/sites/get-site";

// The page and its metadata find the model once per request.
const findModel = cache(async (host: string, by: "slug" | "path", value: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const model = await findSiteModel(site, by === "slug" ? { slug: value } : { path: value });
  return model ? { site, model } : null;
});

function lookupArgs(lookup: ModelLookup): ["slug" | "path", string] {
  return "slug" in lookup ? ["slug", lookup.slug] : ["path", lookup.path];
}

export async function modelPageMetadata(host: string, lookup: ModelLookup): Promise<Metadata | null> {
  const found = await findModel(host, ...lookupArgs(lookup));
  if (!found) return null;
  const { title, description, canonical } = modelPageHead(found.site, found.model);
  return { title, description, alternates: { canonical } };
}

/**
 * Model pages at the model's own path through Next's catch-all route (/{model slug} or the
 * model's path; /models/{slug} is Astro's): the page, or null when no model of the site
 * answers to the address.
 */
export async function renderModelPage(host: string, lookup: ModelLookup): Promise<ReactNode | null> {
  const found = await findModel(host, ...lookupArgs(lookup));
  if (!found) return null;
  const { site, model } = found;
  const now = new Date();
  const { stock, testDrive } = await modelPageData(site, model, now);
  return (
    <ModelPageFrame
      site={site}
      model={model}
      stock={stock}
      testDrive={
        <DialogLink {...testDriveLinkProps(model)}>
          <LeadForm config={withNoScriptAction(testDrive)} />
        </DialogLink>
      }
      stockGrid={<VehicleGrid cars={stock.cars} site={site} now={now} columns="four" priority={2} />}
    />
  );
}
