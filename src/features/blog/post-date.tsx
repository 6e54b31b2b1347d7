import { localeFor } from "@/domain/site/locale";
import type { Site } from "@/server/sites/site";
import { sitePrimaryLocation } from "@/server/sites/site-primary-location";

/** A post's date in the site's language and the dealer's own time zone. */
export function PostDate({ site, value }: { site: Site; value: string }) {
  const format = new Intl.DateTimeFormat(localeFor(site.market).locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: sitePrimaryLocation(site)?.time_zone ?? "Australia/Sydney",
  });
  return <time dateTime={value}>{format.format(new Date(value))}</time>;
}
