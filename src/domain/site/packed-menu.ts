import type { NavItem } from "@/domain/config/site-config";

/**
 * A menu as the header's islands carry it in the page (issue 27: a search page's HTML ≤ 120 KB).
 * Astro writes an island's props into its tag as typed JSON, every quote escaped, so the
 * header's two menus (phone and desktop) cost 4.5 KB each as `NavItem` objects. Packed, a menu is
 * one string of `[label, href]` or `[label, href, children]` tuples: about half of that.
 * `unpackMenu(packMenu(items))` gives back the same items, `children` present exactly where it
 * was (an empty list too: the menu draws an item with no children as a plain link).
 */
export type PackedMenu = string & { readonly packedMenu: unique symbol };

type Entry = [string, string] | [string, string, Entry[]];

function toEntry(item: NavItem): Entry {
  return item.children === undefined
    ? [item.label, item.href]
    : [item.label, item.href, item.children.map(toEntry)];
}

function fromEntry(entry: Entry): NavItem {
  const [label, href, children] = entry;
  return children === undefined ? { label, href } : { label, href, children: children.map(fromEntry) };
}

export function packMenu(items: readonly NavItem[]): PackedMenu {
  return JSON.stringify(items.map(toEntry)) as PackedMenu;
}

/** The items again. Only what packMenu wrote reaches here (the page's own markup, from the server). */
export function unpackMenu(packed: PackedMenu): NavItem[] {
  return (JSON.parse(packed) as Entry[]).map(fromEntry);
}
