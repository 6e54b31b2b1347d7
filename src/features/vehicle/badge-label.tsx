import type { SiteConfig } from "@/domain/config/site-config";
import type { CardBadge } from "@/domain/stock/badge-for";

/** The platform's drawn certified mark, used when a site configures no logo of its own. */
const CERTIFIED_MARK = "/badges/certified.svg";

const LOGO_SIZE = { card: { width: 84, height: 28 }, page: { width: 108, height: 36 } } as const;

/**
 * What a badge shows: its text, or for a certified car the programme's logo (badge 3,
 * "Certified logo"), named by the programme in its alt text. The logo's box is fixed by its
 * width and height, so nothing moves when it loads.
 */
export function BadgeLabel({
  badge,
  stock,
  size,
}: {
  badge: CardBadge;
  stock: Pick<SiteConfig["stock"], "certified_logo_url" | "certified_programme">;
  size: keyof typeof LOGO_SIZE;
}) {
  if (badge.kind !== "certified") return badge.label;
  const { width, height } = LOGO_SIZE[size];
  return (
    // biome-ignore lint/performance/noImgElement: a small logo (SVG or a dealer's URL) needs no resizing.
    <img
      src={stock.certified_logo_url ?? CERTIFIED_MARK}
      alt={stock.certified_programme}
      width={width}
      height={height}
      className="block object-contain"
      style={{ width, height }}
      data-certified-logo
    />
  );
}
