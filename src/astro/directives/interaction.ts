import type { ClientDirective } from "astro";

/**
 * `client:interaction`: hydrates an island when a person first reaches for it, for islands
 * whose server-rendered markup already works and whose code only matters once touched (the
 * phone link that records a call, the chat launcher without a timed prompt, the menus, which
 * are <details> that open without JavaScript, the quick search's count). Nothing loads before
 * then, so their code (and React, where no other island needs it yet) is not part of the page's
 * first load (docs/decisions/020-astro-islands.md, 010-first-load-javascript-budget.md).
 *
 * - The first `pointerover` (a mouse coming to it), `pointerdown`, `focusin` or `keydown`
 *   inside the island starts hydrating it. Tabbing to a control is a `focusin`, so the keyboard
 *   reaches a hydrated island as a pointer does.
 * - A `click` that arrives while the island's code is still on its way (a tap is a pointerdown
 *   and, a moment later, a click; Enter or Space pressed at once on a focused button) is held,
 *   its default action prevented, and dispatched again on the same element once the island has
 *   hydrated: no click (or key press) is lost, and each is seen once, by the island and by the
 *   page's own listeners (the shell's action tracker) alike. Several clicks in that time (a
 *   "More options" opened, then a link in the bar pressed) are replayed in their order, at most
 *   MAX_HELD. If the island's code fails to load, the held clicks are dispatched all the same,
 *   for the markup's own default actions.
 * - A mouse still over the island when it has hydrated is announced to it again (a
 *   `pointerover` from outside), so hover behaviour (the desktop menu's dropdowns) starts at
 *   once rather than on the next entry.
 * - `client:interaction={{ hash: "enquire" }}`: the page's address coming to `#enquire` (the
 *   vehicle page's Enquire actions lead there, or the page is opened at it) starts it too, so
 *   the form a shopper is sent to is ready when they reach it.
 */
const FIRST_TOUCH_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;
/** The most clicks kept while an island loads (more is not a person reaching for it). */
const MAX_HELD = 5;

/** The address fragment (without `#`) that also starts the island, when the directive names one. */
function hashOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const hash = (value as { hash?: unknown }).hash;
  return typeof hash === "string" && hash !== "" ? hash : null;
}

const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  const hash = hashOf(options.value);
  const onHash = (event: Event) => {
    if (hash !== null && window.location.hash === `#${hash}`) void start(event);
  };
  let held: Element[] = [];
  let hovered: Element | null = null;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MAX_HELD && event.target instanceof Element) held.push(event.target);
  };
  const trackHover = (event: Event) => {
    const pointer = event as PointerEvent;
    if (pointer.pointerType !== "mouse") return;
    if (event.type === "pointerover") hovered = event.target instanceof Element ? event.target : null;
    else if (!(pointer.relatedTarget instanceof Node && el.contains(pointer.relatedTarget))) hovered = null;
  };
  const start = async (event: Event) => {
    if (started) return;
    started = true;
    for (const type of FIRST_TOUCH_EVENTS) el.removeEventListener(type, start, true);
    window.removeEventListener("hashchange", onHash);
    trackHover(event);
    el.addEventListener("click", hold, true);
    el.addEventListener("pointerover", trackHover, true);
    el.addEventListener("pointerout", trackHover, true);
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // The island's code did not arrive: the held click still gets its default action below
      // (the server's markup works without the island: a link still calls, a menu still opens).
      console.warn("client:interaction: the island could not hydrate", error);
    } finally {
      el.removeEventListener("click", hold, true);
      el.removeEventListener("pointerover", trackHover, true);
      el.removeEventListener("pointerout", trackHover, true);
    }
    const [clicks, hover] = [held, hovered];
    held = [];
    hovered = null;
    if (hover?.isConnected) {
      hover.dispatchEvent(
        new PointerEvent("pointerover", {
          bubbles: true,
          composed: true,
          pointerType: "mouse",
          relatedTarget: null,
        }),
      );
    }
    // A synthetic click has the same default action as a real one (a link is followed, a
    // button presses, a <summary> toggles), now with the island's handlers in place.
    for (const click of clicks) {
      if (click.isConnected)
        click.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
    }
  };
  for (const type of FIRST_TOUCH_EVENTS) el.addEventListener(type, start, true);
  if (hash !== null) {
    window.addEventListener("hashchange", onHash);
    onHash(new Event("hashchange"));
  }
};

export default interactionDirective;
