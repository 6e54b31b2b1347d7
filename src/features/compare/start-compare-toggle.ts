import { element } from "@/components/dom/element";
import { COMPARE_FULL_MESSAGE, compareHref, MAX_COMPARE } from "@/domain/site/compare";
import {
  readStoredCompare,
  subscribeStoredCompare,
  toggleStoredCompare,
} from "@/features/compare/compare-store";

/**
 * "Compare", drawn into `host` with no React: puts the vehicle on (or takes it off) this
 * device's compare list, up to four. A toggle button (aria-pressed) named after the vehicle;
 * what happened is said in a status line with the way to the comparison, and a fifth pick is
 * refused there in words. The message belongs to the list it was said about: another
 * button's change (here or in another tab) hides it, so only the latest pick's message shows.
 * Returns the function that stops it and takes the button away.
 */
export function startCompareToggle(host: Element, id: number, name: string): () => void {
  const mark = element("span", { "aria-hidden": "true" }, "+");
  const button = element(
    "button",
    {
      type: "button",
      "aria-pressed": "false",
      "aria-label": `Compare ${name}`,
      "data-compare-id": id,
      class:
        "inline-flex min-h-8 items-center gap-1.5 rounded-full bg-white/95 px-3 text-xs font-bold text-ink shadow ring-1 ring-black/10 hover:text-brand-link aria-pressed:bg-brand aria-pressed:text-brand-ink",
    },
    mark,
    "Compare",
  );
  const status = element("div", { role: "status", class: "contents" });
  const wrapper = element("div", { class: "relative" }, button, status);

  let said: { text: string; list: string } | null = null;
  let shown: string | null = null;
  const draw = () => {
    const ids = readStoredCompare();
    const chosen = ids.includes(id);
    button.setAttribute("aria-pressed", String(chosen));
    mark.textContent = chosen ? "✓" : "+";
    const message = said !== null && said.list === ids.join(",") ? said.text : null;
    const key = message === null ? null : `${message}|${ids.join(",")}`;
    if (key === shown) return;
    shown = key;
    if (message === null) {
      status.replaceChildren();
      return;
    }
    const line = element(
      "p",
      { class: "absolute left-0 top-full z-20 mt-1 w-56 rounded-md bg-ink p-2 text-xs text-white shadow-lg" },
      `${message} `,
    );
    if (ids.length > 0)
      line.append(
        element(
          "a",
          { href: compareHref(ids), class: "font-bold underline" },
          `See comparison (${ids.length})`,
        ),
      );
    status.replaceChildren(line);
  };
  button.addEventListener("click", () => {
    const { outcome, list } = toggleStoredCompare(id);
    said = {
      list: list.join(","),
      text:
        outcome === "full"
          ? COMPARE_FULL_MESSAGE
          : outcome === "added"
            ? `Added to compare (${list.length} of ${MAX_COMPARE}).`
            : "Removed from compare.",
    };
    draw();
  });

  draw();
  host.append(wrapper);
  const stop = subscribeStoredCompare(draw);
  return () => {
    stop();
    wrapper.remove();
  };
}
