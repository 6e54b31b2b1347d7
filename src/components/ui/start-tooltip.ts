import { TOOLTIP_OPEN_DELAY_MS } from "@/domain/site/timings";
import { tooltipOpenDelay } from "@/domain/site/tooltip-delay";

/** The open delay of a tooltip, on the wrapper of its trigger and itself. */
export const TOOLTIP_DELAY_ATTRIBUTE = "data-tooltip-delay";
export const TOOLTIP_WRAPPER_CLASS = "relative inline-flex";

/** The tooltip's look, above or below its trigger. Positioned absolutely: it never moves anything. */
export function tooltipClass(side: "top" | "bottom"): string {
  return `pointer-events-none absolute left-1/2 z-50 w-max max-w-60 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg ${side === "top" ? "bottom-full mb-2" : "top-full mt-2"}`;
}

// Shared by every tooltip on the page: the skip delay is about moving from one to the next.
let lastClosedAt: number | null = null;
let made = 0;

/**
 * A text tooltip's behaviour, with no React: `wrapper` holds the trigger (its first element)
 * and the tooltip (`role="tooltip"`, hidden). Shown on a mouse's hover and on keyboard focus
 * after the open delay (the wrapper's data-tooltip-delay, 700 ms when absent; 300 ms skip
 * delay), hidden on leaving and by Escape. While shown, the trigger is described by it
 * (aria-describedby, beside any description of its own), so the text must be extra
 * information, never the trigger's only name. Returns the function that stops it.
 */
export function startTooltip(wrapper: HTMLElement): () => void {
  const tip = wrapper.querySelector<HTMLElement>(':scope > [role="tooltip"]');
  const trigger = wrapper.firstElementChild;
  if (!tip || !trigger || trigger === tip) return () => undefined;
  if (!tip.id) tip.id = `tooltip-${++made}`;
  const delayAttribute = Number(wrapper.getAttribute(TOOLTIP_DELAY_ATTRIBUTE));
  const openDelayMs = wrapper.hasAttribute(TOOLTIP_DELAY_ATTRIBUTE) ? delayAttribute : TOOLTIP_OPEN_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open = false;

  const setDescribed = (on: boolean) => {
    const ids = (trigger.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter((id) => id && id !== tip.id);
    if (on) ids.push(tip.id);
    if (ids.length > 0) trigger.setAttribute("aria-describedby", ids.join(" "));
    else trigger.removeAttribute("aria-describedby");
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") hide();
  };
  const setOpen = (next: boolean) => {
    if (open === next) return;
    open = next;
    tip.hidden = !next;
    setDescribed(next);
    if (next) document.addEventListener("keydown", onKey);
    else {
      lastClosedAt = Date.now();
      document.removeEventListener("keydown", onKey);
    }
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const show = () => {
    clear();
    const delay = tooltipOpenDelay(Date.now(), lastClosedAt, Number.isFinite(openDelayMs) ? openDelayMs : 0);
    if (delay === 0) setOpen(true);
    else timer = setTimeout(() => setOpen(true), delay);
  };
  function hide() {
    clear();
    setOpen(false);
  }
  // Hover is the mouse's only (a touch focuses or presses instead); moves inside the wrapper
  // are neither an arrival nor a leaving.
  const fromOutside = (event: PointerEvent) =>
    event.pointerType === "mouse" &&
    !(event.relatedTarget instanceof Node && wrapper.contains(event.relatedTarget));
  const onOver = (event: PointerEvent) => fromOutside(event) && show();
  const onOut = (event: PointerEvent) => fromOutside(event) && hide();

  tip.hidden = true;
  wrapper.addEventListener("pointerover", onOver);
  wrapper.addEventListener("pointerout", onOut);
  wrapper.addEventListener("focusin", show);
  wrapper.addEventListener("focusout", hide);
  return () => {
    wrapper.removeEventListener("pointerover", onOver);
    wrapper.removeEventListener("pointerout", onOut);
    wrapper.removeEventListener("focusin", show);
    wrapper.removeEventListener("focusout", hide);
    clear();
    document.removeEventListener("keydown", onKey);
  };
}
