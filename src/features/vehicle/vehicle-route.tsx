import type { ReactNode } from "react";
import { cache } from "react";
import { VehicleNotFound } from "@/features/vehicle/vehicle-not-found";
import { lookUpVehicle } from "@/features/vehicle/vehicle-page-data";
import { getSiteForHost } from "@/server/sites/get-site";

/**
 * The site and the slug's /cars lookup, once per request; null when there is no site. The
 * vehicle page itself is Astro's (src/astro/pages/cars/[slug].astro); Next keeps the checkout
 * and buy-online pages under /cars/{slug}, which this layout frames.
 */
const loadVehicle = cache(async (host: string, slug: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  return { site, lookup: await lookUpVehicle(site, slug, "/cars", new Date()) };
});

/**
 * The /cars/[slug] layout of Next's checkout pages: the page, or where it answers 404 for a
 * sold or unknown car (its not-found.tsx renders nothing) the helpful part of the vehicle's
 * 404. It lives here, with the params, because a not-found file gets no params.
 */
export async function VehicleRouteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ host: string; slug: string }>;
}) {
  const { host, slug } = await params;
  const loaded = await loadVehicle(host, slug);
  // No site: the site layout has answered "Site not found" already.
  if (!loaded || loaded.lookup?.kind === "listed") return children;
  return (
    <>
      {children}
      <VehicleNotFound site={loaded.site} lookup={loaded.lookup} />
    </>
  );
}
