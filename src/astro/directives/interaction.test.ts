// @vitest-environment jsdom
// client:interaction (interaction.ts): nothing loads before a touch; the touch hydrates; a click
// that comes before the island is ready is held and replayed once, to the island and the page.
import { afterEach, describe, expect, test, vi } from "vitest";
import interactionDirective from "./interaction";

/** An island around a button, and a load whose hydration (when resolved) wires the button. */
function island() {
  document.body.innerHTML = '<astro-island><button type="button">Call</button></astro-island>';
  const el = document.querySelector("astro-island") as HTMLElement;
  const button = el.querySelector("button") as HTMLButtonElement;
  const islandClicks = vi.fn();
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => async () => {
    await ready;
    button.addEventListener("click", islandClicks);
  });
  interactionDirective(load, { name: "Island", value: "" }, el);
  return { el, button, load, islandClicks, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", window.location.pathname);
});

describe("client:interaction", () => {
  test("nothing loads before a touch", async () => {
    const { load } = island();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  test.each(["pointerdown", "focusin", "keydown"])("%s inside the island hydrates it", async (type) => {
    const { button, load } = island();
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("the click that comes before hydration is held, then replayed once to the island and the page", async () => {
    const { button, islandClicks, release } = island();
    const pageClicks = vi.fn();
    const defaults: boolean[] = [];
    document.addEventListener("click", (event) => {
      pageClicks();
      defaults.push(event.defaultPrevented);
    });
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(pageClicks).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(islandClicks).toHaveBeenCalledTimes(1));
    expect(pageClicks).toHaveBeenCalledTimes(1);
    expect(defaults).toEqual([false]);
    // Later clicks go straight through.
    button.click();
    expect(islandClicks).toHaveBeenCalledTimes(2);
  });

  test("several clicks before hydration are each replayed once, in their order", async () => {
    document.body.innerHTML =
      '<astro-island><details><summary>More options</summary></details><a href="#reserved">Reserve</a></astro-island>';
    const el = document.querySelector("astro-island") as HTMLElement;
    const summary = el.querySelector("summary") as HTMLElement;
    const link = el.querySelector("a") as HTMLAnchorElement;
    let release: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    interactionDirective(async () => async () => ready, { name: "Island", value: "" }, el);
    const order: string[] = [];
    document.addEventListener("click", (event) => order.push((event.target as Element).tagName));
    summary.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    summary.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(order).toEqual([]);
    expect(window.location.hash).not.toBe("#reserved");
    release();
    await vi.waitFor(() => expect(order).toEqual(["SUMMARY", "A"]));
    expect(window.location.hash).toBe("#reserved");
  });

  test("if the island cannot load, the held click still gets its default action", async () => {
    document.body.innerHTML = '<astro-island><a href="#called">Call</a></astro-island>';
    const el = document.querySelector("astro-island") as HTMLElement;
    const link = el.querySelector("a") as HTMLAnchorElement;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    interactionDirective(async () => Promise.reject(new Error("offline")), { name: "Island", value: "" }, el);
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(window.location.hash).toBe("");
    await vi.waitFor(() => expect(window.location.hash).toBe("#called"));
  });

  describe('client:interaction={{ hash: "enquire" }}: the address coming to the fragment starts it too', () => {
    const withHash = (hash: unknown) => {
      document.body.innerHTML = "<astro-island><form><input name=first_name></form></astro-island>";
      const el = document.querySelector("astro-island") as HTMLElement;
      const load = vi.fn(async () => async () => {});
      interactionDirective(load, { name: "Island", value: { hash } as unknown as string }, el);
      return load;
    };

    test("an Enquire link to #enquire starts it, once; another fragment does not", async () => {
      const load = withHash("enquire");
      window.location.hash = "#photos";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(load).not.toHaveBeenCalled();
      window.location.hash = "#enquire";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(load).toHaveBeenCalledTimes(1);
    });

    test("a page opened at #enquire starts it at once", () => {
      window.history.replaceState(null, "", "#enquire");
      expect(withHash("enquire")).toHaveBeenCalledTimes(1);
    });

    test.each([[""], [42], [null]])("a hash of %j is no hash: nothing starts but a touch", (hash) => {
      window.history.replaceState(null, "", "#");
      const load = withHash(hash);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(load).not.toHaveBeenCalled();
    });
  });
});
