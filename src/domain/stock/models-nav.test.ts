import { describe, expect, test } from "vitest";
import type { NavItem } from "@/domain/config/site-config";
import { type NavModel, withModelsDropdown } from "@/domain/stock/models-nav";

const model = (name: string, slug: string, over: Partial<NavModel> = {}): NavModel => ({
  name,
  slug,
  path: null,
  override_url: null,
  manufacturer_name: "Toyota",
  ...over,
});
const header: NavItem[] = [
  { label: "Showroom", href: "/models", children: [{ label: "Old list", href: "/models/old" }] },
  { label: "Finance", href: "/finance" },
];

describe("withModelsDropdown", () => {
  test("fills the /models item's dropdown from the models, keeping its label", () => {
    const items = withModelsDropdown(header, [
      model("Corolla", "toyota-corolla"),
      model("RAV4", "toyota-rav4", { path: "/toyota-rav4" }),
      model("EV6", "kia-ev6", {
        manufacturer_name: "Kia",
        override_url: "https://www.kia.com/au/cars/ev6.html",
      }),
    ]);
    expect(items).toEqual([
      {
        label: "Showroom",
        href: "/models",
        children: [
          { label: "Toyota Corolla", href: "/models/toyota-corolla" },
          { label: "Toyota RAV4", href: "/toyota-rav4" },
          { label: "Kia EV6", href: "https://www.kia.com/au/cars/ev6.html" },
        ],
      },
      { label: "Finance", href: "/finance" },
    ]);
  });

  test("appends a Models dropdown when the header has none; one make → model names alone", () => {
    const items = withModelsDropdown(
      [{ label: "Finance", href: "/finance" }],
      [model("Corolla", "toyota-corolla")],
    );
    expect(items.at(-1)).toEqual({
      label: "Models",
      href: "/models",
      children: [{ label: "Corolla", href: "/models/toyota-corolla" }],
    });
  });

  test("no models (or no model pages) → the /models item, a 404, is gone; the rest unchanged", () => {
    expect(withModelsDropdown(header, [])).toEqual([{ label: "Finance", href: "/finance" }]);
    const noModelsItem: NavItem[] = [{ label: "Finance", href: "/finance" }];
    expect(withModelsDropdown(noModelsItem, [])).toEqual(noModelsItem);
  });
});
