import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { NavItem } from "@/domain/config/site-config";
import { packMenu, unpackMenu } from "@/domain/site/packed-menu";

const navItem: fc.Arbitrary<NavItem> = fc.letrec<{ item: NavItem }>((tie) => ({
  item: fc.record(
    { label: fc.string({ minLength: 1 }), href: fc.string({ minLength: 1 }), children: fc.array(tie("item"), { maxLength: 3 }) },
    { requiredKeys: ["label", "href"], noNullPrototype: true },
  ),
})).item;

describe("packMenu: the header menu as its islands carry it", () => {
  test("unpacks to the same items, children present exactly where they were (an empty list too)", () => {
    fc.assert(
      fc.property(fc.array(navItem, { maxLength: 6 }), (items) => {
        expect(unpackMenu(packMenu(items))).toStrictEqual(items);
      }),
    );
  });

  test("is tuples, without the key names: about half the size of the items as JSON", () => {
    const items: NavItem[] = [
      { label: "Showroom", href: "/models", children: [{ label: "Toyota Corolla", href: "/models/toyota-corolla" }] },
      { label: "Service", href: "/service", children: [] },
      { label: "Contact", href: "/contact" },
    ];
    expect(packMenu(items)).toBe(
      '[["Showroom","/models",[["Toyota Corolla","/models/toyota-corolla"]]],["Service","/service",[]],["Contact","/contact"]]',
    );
  });
});
