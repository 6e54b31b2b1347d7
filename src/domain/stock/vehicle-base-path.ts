import type { SiteTemplate } from "@/domain/stock/site-template";

/**
 * SPEC 2: /cars by default, /motorcycles for the motorcycle template, /campers for the
 * camper template. The range site is an RV maker's camper site, so it shares /campers.
 */
export function vehicleBasePath(
  template: SiteTemplate | (string & {}),
): "/cars" | "/motorcycles" | "/campers" {
  switch (template) {
    case "motorcycle":
      return "/motorcycles";
    case "camper":
    case "range":
      return "/campers";
    default:
      return "/cars";
  }
}
