import { siteInitials } from "../../domain/site/site-icon";
import type { Site } from "../../server/sites/site";

/** The dealer's logo: their image when configured, else a wordmark in their colours. */
export function SiteLogo({ site, inverted = false }: { site: Site; inverted?: boolean }) {
  if (site.logo) {
    // biome-ignore lint/performance/noImgElement: logos are small SVG/PNG files served as they are.
    return <img src={site.logo} alt={site.name} width={160} height={40} className="h-10 w-auto" />;
  }
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-lg text-sm font-black tracking-tight ${inverted ? "bg-white text-brand" : "bg-brand text-brand-ink"}`}
      >
        {siteInitials(site.name)}
      </span>
      <span
        className={`min-w-0 text-base font-extrabold leading-tight tracking-tight sm:text-lg ${inverted ? "text-white" : "text-ink"}`}
      >
        {site.name}
      </span>
    </span>
  );
}
