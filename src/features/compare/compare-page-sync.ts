import { compareSync, parseCompareIds } from "@/domain/site/compare";
import { deviceListStore } from "@/features/compare/device-list-store";

/** The compare page's root: what its address asked for and what it shows (ComparePage). */
const COMPARE_PAGE_ATTRIBUTE = "data-compare-page";

/**
 * The compare page's one script on an Astro page, a plain module with no React
 * (docs/decisions/020-astro-islands.md): once the page has loaded, the device's compare list
 * and the page agree (compareSync): the vehicles an address with ids shows become the list;
 * the bare /compare opens the list. Remove links are plain links to the comparison without the
 * car (compareWithout), so what they remove is in the next page's address and needs no click
 * handler: a click before this script runs, or with no script at all, loses nothing.
 *
 * The root carries `data-compare-synced` once done (the browser tests wait for it).
 */
export function startCompareSync(doc: Document): void {
  const root = doc.querySelector<HTMLElement>(`[${COMPARE_PAGE_ATTRIBUTE}]`);
  if (!root) return;
  const store = deviceListStore("compare");
  const shown = (root.dataset.compareShown ?? "").split(",").filter(Boolean).map(Number);
  const sync = compareSync(
    { idsGiven: root.dataset.compareIdsGiven === "true", shown },
    parseCompareIds(store.read()),
  );
  if (sync.action === "open") {
    window.location.replace(sync.href);
    return;
  }
  if (sync.action === "store") store.write(sync.ids);
  root.dataset.compareSynced = "true";
}
