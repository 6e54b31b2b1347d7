import type { SiteConfig } from "@/domain/config/site-config";
import type { BadgeSettings } from "@/domain/stock/badge-for";

/** The site settings the card badge rule reads (fuel tag, certified logo, just-arrived and sold tags). */
export function badgeSettings({
  stock,
  specifications,
}: Pick<SiteConfig, "stock" | "specifications">): BadgeSettings {
  return {
    show_fuel_tag: stock.show_fuel_tag,
    certified_logo: stock.certified_logo,
    just_arrived_days: specifications.just_arrived_days,
    just_arrived_tag_name: specifications.just_arrived_tag_name,
    sold_tag_name: specifications.sold_tag_name,
  };
}
