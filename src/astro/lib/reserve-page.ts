// The reserve pages' shared frontmatter (/cars/{slug}/checkout and /buy-online, whichever the site
// uses, and their /return pages; docs/decisions/020-astro-islands.md): rendered per request, as
// Next rendered them; a 404 of a car the site does not list is the vehicle's helpful one.
import type { AstroGlobal } from "astro";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { type ReservePathKind, reservePageData } from "@/features/reserve/reserve-page";
import { reserveReturnData } from "@/features/reserve/reserve-return-page";
import { vehicleNotFoundData } from "@/features/vehicle/vehicle-not-found";
import { lookUpVehicle } from "@/features/vehicle/vehicle-page-data";
import { searchParamsOf } from "./form-page";
import { answerPerRequest, siteOfRequest } from "./site-page";

/** The reserve page (`page: "reserve"`) or the return page of `kind` for the car in the path. */
export async function reservePageOf(astro: AstroGlobal, kind: ReservePathKind, page: "reserve" | "return") {
  const { site, host, hostname } = await siteOfRequest(astro);
  // The segment as Next's route decoded it (a malformed escape is refused by the middleware).
  const slug = safeDecodeURIComponent(astro.url.pathname.split("/")[2] ?? "");
  const params = searchParamsOf(astro.url.searchParams);
  const reserve = site && page === "reserve" ? await reservePageData(site, slug, kind, params) : null;
  const back = site && page === "return" ? await reserveReturnData(site, kind, params) : null;
  const found = reserve !== null || back !== null;
  answerPerRequest(astro, found);
  // A car this site does not list: the vehicle's helpful 404 (the closest stock, or the newest).
  const now = new Date();
  const lookup = site && !found ? await lookUpVehicle(site, slug, "/cars", now) : null;
  const missing = site && !found && lookup?.kind !== "listed" ? await vehicleNotFoundData(site, lookup, now) : null;
  return { site, host, hostname, slug, now, reserve, back, missing };
}
