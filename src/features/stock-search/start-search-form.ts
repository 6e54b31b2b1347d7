import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { SEARCH_FILTER_KEYS } from "@/domain/stock/search-filters";
import { track } from "@/features/analytics/track";
import {
  goToSearch,
  pendingSearchForm,
  recallSearchForm,
  rememberSearchForm,
} from "@/features/stock-search/search-navigation";

/** The attribute that marks a search form (SearchForm's markup) for the page's script: "started" once it runs. */
export const SEARCH_FORM_ATTRIBUTE = "data-search-form";

const ORDER: readonly string[] = SEARCH_FILTER_KEYS;
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/** A search was applied from this page and its results have not arrived yet. */
let searchInFlight = false;

/** Fields whose value the shopper types (not a choice that applies itself). */
function isTypedField(element: EventTarget | null): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement &&
    !/^(checkbox|radio|hidden|submit|button|reset|image|file)$/.test(element.type)
  );
}

/**
 * Whether the shopper changed a choice (a select, a checkbox, a radio) before the form's script
 * started: the fields are server-rendered HTML on the page first, and a change made then has no
 * listener. Text fields wait for Enter, as they do once started.
 */
function choiceChangedBeforeHydration(form: HTMLFormElement): boolean {
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type)) {
      if (element.checked !== element.defaultChecked) return true;
    }
  }
  return false;
}

/** The browser may put back a page's last choices on Back or a reload; those are not new ones. */
function restoredByBrowser(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0];
  const type = entry && "type" in entry ? entry.type : "navigate";
  return type === "back_forward" || type === "reload";
}

function selectorFor(element: Element | null, form: HTMLFormElement): string | null {
  if (!(element instanceof HTMLElement) || !form.contains(element)) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute("name");
  if (!name)
    return element instanceof HTMLButtonElement && element.type === "submit" ? "[type=submit]" : null;
  const value =
    element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) ? element.value : null;
  return value === null
    ? `[name="${CSS.escape(name)}"]`
    : `[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`;
}

/** Puts back what the shopper had on the last page's form: the open sheet, scroll, typing, focus. */
function restore(form: HTMLFormElement, label: string) {
  const memory = recallSearchForm(label);
  if (!memory) return;
  if (memory.sheetId) {
    const details = document.getElementById(memory.sheetId);
    if (details instanceof HTMLDetailsElement) details.open = true;
  }
  if (memory.scrollY > 0) window.scrollTo({ top: memory.scrollY, behavior: "instant" });
  for (const [selector, value] of memory.typed) {
    const field = form.querySelector(selector);
    if (isTypedField(field) && field.value !== value) field.value = value;
  }
  // The shopper was typing when the results came: the keys go on into that field.
  const typing = memory.typing ? form.querySelector(memory.typing) : null;
  if (isTypedField(typing)) {
    typing.focus({ preventScroll: true });
    const end = typing.value.length;
    // Not every input type has a caret (number): setSelectionRange would throw.
    if (/^(text|search|tel|url)$/.test(typing.type)) typing.setSelectionRange(end, end);
    return;
  }
  if (memory.focus) form.querySelector<HTMLElement>(memory.focus)?.focus({ preventScroll: true });
}

/**
 * A search form's behaviour, with no React: `form` is a plain GET form (SearchForm's markup; it
 * works before and without JavaScript) whose action and label (aria-label) it reads. Once
 * started, it applies a choice as soon as a checkbox changes or a select is changed with the
 * pointer, and leaves empty fields out of the URL. A select changed from the keyboard is
 * applied on Enter or when focus leaves it, so arrow keys can step through the makes. The
 * results are a new page (search-navigation.ts): the form there puts back focus, the phone's
 * open filter sheet, the scroll position and anything typed while they loaded. A choice made
 * before it started (the fields are on the page first) applies at once, unless the browser put
 * it back (Back, reload). Each search it applies is a vehicle search (29). Returns the function
 * that stops it.
 */
export function startSearchForm(form: HTMLFormElement): () => void {
  const action = form.getAttribute("action") ?? "";
  const label = form.getAttribute("aria-label") ?? "";
  // How the shopper last worked the form: a select changed by keyboard is not applied at once.
  let byKeyboard = false;

  function navigate(focused: Element | null = document.activeElement) {
    searchInFlight = true;
    form.setAttribute("aria-busy", "true");
    const sheet = form.closest("details");
    rememberSearchForm({
      form: label,
      focus: selectorFor(focused, form),
      sheetId: sheet?.open && sheet.id ? sheet.id : null,
      scrollY: window.scrollY,
      // Everything typed so far goes into this search's address.
      typed: [],
      typing: null,
      at: Date.now(),
    });
    // Non-empty fields in the canonical key order, so one result set has one address.
    const entries = [...new FormData(form)]
      .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
      .map(([key, value]) => [key, value.trim()] as const)
      .sort((a, b) => rank(a[0]) - rank(b[0]));
    const params = new URLSearchParams();
    for (const [key, value] of entries) params.append(key, value);
    const query = params.toString();
    track(EVENT_IDS.vehicle_search, { search_path: action, search_query: query });
    goToSearch(query ? `${action}?${query}` : action);
  }

  const listeners: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void } = {
    submit(event) {
      event.preventDefault();
      // "Show N results" in the phone's filter sheet closes it on the results.
      const sheet = form.closest("details");
      if (sheet) sheet.open = false;
      navigate();
    },
    keydown(event) {
      byKeyboard = true;
      // Enter on a select applies what the arrow keys chose (a select does not submit by itself).
      if (event.key === "Enter" && event.target instanceof HTMLSelectElement) {
        event.preventDefault();
        navigate();
      }
    },
    pointerdown() {
      byKeyboard = false;
    },
    input(event) {
      // Typing while the results load: the new page's form takes the text back, and focus.
      const target = event.target;
      if (!searchInFlight || !isTypedField(target)) return;
      const selector = selectorFor(target, form);
      const memory = pendingSearchForm(label);
      if (selector === null || memory === null) return;
      const typed = new Map(memory.typed).set(selector, target.value);
      rememberSearchForm({
        ...memory,
        typed: [...typed],
        typing: document.activeElement === target ? selector : null,
      });
    },
    focusout(event) {
      // Leaving a select whose choice was changed by keyboard applies it; focus goes on to
      // where the shopper was going.
      const target = event.target;
      if (!(target instanceof HTMLSelectElement) || !byKeyboard) return;
      const chosen = target.selectedOptions[0];
      if (chosen && !chosen.defaultSelected)
        navigate(event.relatedTarget instanceof Element ? event.relatedTarget : null);
    },
    change(event) {
      const target = event.target;
      const autoApply =
        (target instanceof HTMLSelectElement && !byKeyboard) ||
        (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"));
      if (autoApply) navigate();
    },
  };
  for (const [type, listener] of Object.entries(listeners))
    form.addEventListener(type, listener as EventListener);

  form.setAttribute(SEARCH_FORM_ATTRIBUTE, "started");
  restore(form, label);
  // A choice made before the script started applies now (CI caught a sort picked in that
  // window being lost: the page stayed as it was, with no button to send).
  if (!restoredByBrowser() && choiceChangedBeforeHydration(form)) navigate();
  return () => {
    for (const [type, listener] of Object.entries(listeners))
      form.removeEventListener(type, listener as EventListener);
    form.setAttribute(SEARCH_FORM_ATTRIBUTE, "");
  };
}
