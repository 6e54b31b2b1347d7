// The vehicle pages' shared frontmatter (/cars/{slug}, /motorcycles/{slug}, /campers/{slug};
// docs/decisions/020-astro-islands.md): the page of a listed vehicle, kept whole in the page
// cache as Next's ISR kept it; the enquiry form sent without JavaScript (ADR 013); the helpful
// 404 of a sold or unknown one.
import type { AstroGlobal } from "astro";
import { CACHED_SEARCH_CACHE_CONTROL, CACHED_SEARCH_SECONDS } from "@/domain/stock/search-answer";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { originForHost } from "@/features/seo/origin-for-host";
import { galleryPreload } from "@/features/vehicle/vehicle-gallery";
import { vehicleHead } from "@/features/vehicle/vehicle-head";
import { vehicleNotFoundData } from "@/features/vehicle/vehicle-not-found";
import { lookUpVehicle, type VehicleBasePath, vehiclePageData } from "@/features/vehicle/vehicle-page-data";
import { PREVIEW_COOKIE } from "@/server/console/site-preview";
import { type FormPostRedirect, noScriptPostOf } from "./form-page";
import { answerPerRequest, siteOfRequest } from "./site-page";
import { socialPageHead } from "./social-head";

/** The answer to a GET (or the enquiry's POST) of `{basePath}/{slug}` on the request's host. */
export async function vehiclePageOf(astro: AstroGlobal, basePath: VehicleBasePath) {
  const { site, host, hostname } = await siteOfRequest(astro);
  // The segment as Next's route decoded it (a malformed escape is refused by the middleware).
  const slug = safeDecodeURIComponent(astro.url.pathname.split("/")[2] ?? "");
  const now = new Date();
  const lookup = site ? await lookUpVehicle(site, slug, basePath, now) : null;
  if (!site || lookup?.kind !== "listed") {
    answerPerRequest(astro, false);
    // A site's vehicle 404 was kept by Next's ISR as its page was (shared caches only).
    if (site) astro.response.headers.set("cache-control", CACHED_SEARCH_CACHE_CONTROL);
    const missing = site ? await vehicleNotFoundData(site, lookup, now) : null;
    return { kind: "page", site, host, hostname, now, listed: null, missing } as const;
  }
  const car = lookup.car;
  const data = await vehiclePageData(site, car, host, now);
  // The enquiry form sent without JavaScript: 303 on, or the page again with its answer.
  const post = data.enquiry ? await noScriptPostOf(astro, data.enquiry.definition.id) : null;
  if (post?.kind === "redirect") return post satisfies FormPostRedirect;
  answerPerRequest(astro, true);
  // A listed car's page is the same for every shopper: shared caches and the page cache keep
  // it 5 minutes (what Next's ISR sent), and a stock change drops it at once (its reads' tags).
  // Not an answer to a post, nor what staff previewing an unpublished site see.
  if (post === null && astro.cookies.get(PREVIEW_COOKIE) === undefined) {
    astro.response.headers.set("cache-control", CACHED_SEARCH_CACHE_CONTROL);
    astro.locals.sharedPage = { maxAge: CACHED_SEARCH_SECONDS };
  }
  const head = vehicleHead(site, car);
  return {
    kind: "page",
    site,
    host,
    hostname,
    now,
    listed: {
      car,
      data,
      answer: post?.kind === "answer" ? post.answer : null,
      title: head.title,
      head: {
        ...socialPageHead(head, originForHost(host)),
        preloadImage: galleryPreload(car.images, site.config.image_quality),
      },
    },
    missing: null,
  } as const;
}
