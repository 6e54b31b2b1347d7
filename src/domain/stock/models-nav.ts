import type { NavItem } from "@/domain/config/site-config";
import { type ModelAddress, modelHref } from "@/domain/stock/model-pages";

export type NavModel = ModelAddress & { name: string; manufacturer_name: string | null };

const MODELS_NAV_HREF = "/models";

/**
 * "The header has a dynamic dropdown of models": the site's models (in their order)
 * become the children of the header item that links to /models, so a dealer's curated
 * label ("Showroom") stays and its list follows the models table. A site whose header has
 * no such item gets one, labelled "Models". A site without models (or without model pages,
 * `flags.build_model_pages`) loses that item, whose page would be its 404; the rest stays.
 * A model is named with its make when the site carries several makes.
 */
function isModelsItem(item: NavItem): boolean {
  return item.href.split(/[?#]/)[0] === MODELS_NAV_HREF;
}

export function withModelsDropdown(items: readonly NavItem[], models: readonly NavModel[]): NavItem[] {
  if (models.length === 0) return items.filter((item) => !isModelsItem(item));
  const makes = new Set(models.map((m) => m.manufacturer_name?.trim().toLowerCase() ?? ""));
  const children: NavItem[] = models.map((model) => ({
    label:
      makes.size > 1 && model.manufacturer_name ? `${model.manufacturer_name} ${model.name}` : model.name,
    href: modelHref(model),
  }));
  const index = items.findIndex(isModelsItem);
  if (index === -1) return [...items, { label: "Models", href: MODELS_NAV_HREF, children }];
  return items.map((item, i) => (i === index ? { ...item, children } : item));
}
