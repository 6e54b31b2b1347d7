"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { SEARCH_FILTER_KEYS } from "@/domain/stock/search-filters";
import { track } from "@/features/analytics/track";
import {
  goToSearch,
  pendingSearchForm,
  recallSearchForm,
  rememberSearchForm,
} from "@/features/stock-search/search-navigation";

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
 * Whether the shopper changed a choice (a select, a checkbox, a radio) before this island
 * hydrated: the fields are server-rendered HTML on the page first, and a change made then has
 * no listener. Text fields wait for Enter, as they do once hydrated.
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

/**
 * A plain GET form (it works before and without JavaScript) that, once hydrated, applies a
 * choice as soon as a checkbox changes or a select is changed with the pointer, and leaves
 * empty fields out of the URL. A select changed from the keyboard is applied on Enter or when
 * focus leaves it, so arrow keys can step through the makes. The results are a new page
 * (search-navigation.ts): the form there puts back focus, the phone's open filter sheet, the
 * scroll position and anything typed while they loaded. Each search it applies is a vehicle
 * search (29). Its fields are its children: under Astro they stay server-rendered HTML (the
 * island's slot) and this component only listens to the events that bubble from them.
 */
export function SearchForm({
  action,
  label,
  id,
  className,
  children,
}: {
  action: string;
  label: string;
  id?: string;
  className?: string;
  /** The form's fields (Astro: the island's slot, server-rendered HTML). */
  children?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // How the shopper last worked the form: a select changed by keyboard is not applied at once.
  const byKeyboard = useRef(false);

  useEffect(() => {
    const memory = recallSearchForm(label);
    const form = formRef.current;
    if (!memory || !form) return;
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
  }, [label]);

  // A choice made before hydration applies now, as it would have once hydrated (CI caught a
  // sort picked in that window being lost: the page stayed as it was, with no button to send).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island hydrates.
  useEffect(() => {
    const form = formRef.current;
    if (form && !restoredByBrowser() && choiceChangedBeforeHydration(form)) navigate(form);
  }, []);

  function navigate(form: HTMLFormElement, focused: Element | null = document.activeElement) {
    searchInFlight = true;
    setPending(true);
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

  return (
    <form
      ref={formRef}
      id={id}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      aria-busy={pending}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        // "Show N results" in the phone's filter sheet closes it on the results.
        const sheet = event.currentTarget.closest("details");
        if (sheet) sheet.open = false;
        navigate(event.currentTarget);
      }}
      onKeyDown={(event) => {
        byKeyboard.current = true;
        // Enter on a select applies what the arrow keys chose (a select does not submit by itself).
        if (event.key === "Enter" && event.target instanceof HTMLSelectElement) {
          event.preventDefault();
          navigate(event.currentTarget);
        }
      }}
      onPointerDown={() => {
        byKeyboard.current = false;
      }}
      onInput={(event) => {
        // Typing while the results load: the new page's form takes the text back, and focus.
        const target = event.target;
        if (!searchInFlight || !isTypedField(target)) return;
        const selector = selectorFor(target, event.currentTarget);
        const memory = pendingSearchForm(label);
        if (selector === null || memory === null) return;
        const typed = new Map(memory.typed).set(selector, target.value);
        rememberSearchForm({
          ...memory,
          typed: [...typed],
          typing: document.activeElement === target ? selector : null,
        });
      }}
      onBlur={(event) => {
        // Leaving a select whose choice was changed by keyboard applies it; focus goes on to
        // where the shopper was going.
        const target = event.target;
        if (!(target instanceof HTMLSelectElement) || !byKeyboard.current) return;
        const chosen = target.selectedOptions[0];
        if (chosen && !chosen.defaultSelected) navigate(event.currentTarget, event.relatedTarget);
      }}
      onChange={(event) => {
        const target = event.target;
        const autoApply =
          (target instanceof HTMLSelectElement && !byKeyboard.current) ||
          (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"));
        if (autoApply) navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
