import { LOGO_HEIGHT_PX, uploadedLogo } from "@/domain/brand/uploaded-logo";
import { siteInitials } from "@/domain/site/site-icon";
import type { Site } from "@/server/sites/site";

/** What the logo sits on: the white page, the brand-coloured header, or the dark footer. */
export type LogoTone = "light" | "brand" | "dark";

const MARK: Record<LogoTone, string> = {
  light: "bg-brand text-brand-ink",
  brand: "bg-brand-ink text-brand",
  dark: "bg-white text-brand-link",
};
const NAME: Record<LogoTone, string> = { light: "text-ink", brand: "text-brand-ink", dark: "text-white" };

/**
 * The dealer's logo: their stored image when there is one, else a wordmark in their colours.
 * A logo is drawn for the brand colour, so off the header it sits on a tile of that colour.
 */
export function SiteLogo({ site, tone = "light" }: { site: Site; tone?: LogoTone }) {
  if (site.logo) {
    // An uploaded logo is stored at 3× its size on the page; its box is reserved from its name.
    const stored = uploadedLogo(site.logo);
    const image = (
      // biome-ignore lint/performance/noImgElement: logos are stored already sized (SVG, or PNG at 3×); no optimiser needed.
      <img
        src={site.logo}
        alt={site.name}
        height={LOGO_HEIGHT_PX}
        width={stored ? Math.round((stored.width * LOGO_HEIGHT_PX) / stored.height) : undefined}
        className="block h-10 w-auto max-w-[58vw] object-contain object-left sm:max-w-none"
      />
    );
    return tone === "brand" ? (
      image
    ) : (
      <span className="inline-block rounded-lg bg-brand px-3 py-2">{image}</span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-lg text-sm font-black tracking-tight ${MARK[tone]}`}
      >
        {siteInitials(site.name)}
      </span>
      <span
        className={`min-w-0 text-base font-extrabold leading-tight tracking-tight sm:text-lg ${NAME[tone]}`}
      >
        {site.name}
      </span>
    </span>
  );
}
