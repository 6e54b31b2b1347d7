"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef, useTransition } from "react";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { SEARCH_FILTER_KEYS } from "@/domain/stock/search-filters";
import { track } from "@/features/analytics/track";

const ORDER: readonly string[] = SEARCH_FILTER_KEYS;
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/**
 * The control that had focus when a search was applied. The results page renders a fresh form
 * (its fields start from the new filters), so the new form puts focus back on the same
 * control instead of letting it fall to the top of the page.
 */
let focusAfterSearch: { form: string; selector: string } | null = null;

/**
 * The phone's filter sheet (a <details>) that was open when a choice was applied. A common
 * search is its own cached page, so the results come with a fresh, closed sheet: the new form
 * opens it again, as a choice keeps the sheet open.
 */
let reopenAfterSearch: { form: string; sheetId: string } | null = null;

/**
 * Text the shopper typed into a form's fields after its last applied search (a
 * keyword typed while results reload was wiped when the new page's form arrived with the
 * old address's value). The input's value is the truth: a newly rendered form takes these
 * values back, and focus returns to the field being typed in. Applying a search sends them
 * (they are in the form data), so it starts the record again.
 */
let typedSinceSearch: { form: string; fields: Map<string, string>; typing: string | null } | null = null;

/** A search was applied and its form has not been rendered again yet (the results are loading). */
let searchInFlight = false;

/** Fields whose value the shopper types (not a choice that applies itself). */
function isTypedField(element: EventTarget | null): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement &&
    !/^(checkbox|radio|hidden|submit|button|reset|image|file)$/.test(element.type)
  );
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
 * focus leaves it, so arrow keys can step through the makes. Focus stays where it was.
 * The page is server-rendered either way; this only saves a click and a full reload.
 * Each search it applies is a vehicle search (29).
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
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  // How the shopper last worked the form: a select changed by keyboard is not applied at once.
  const byKeyboard = useRef(false);

  useEffect(() => {
    const sheet = reopenAfterSearch;
    if (sheet && sheet.form === label) {
      reopenAfterSearch = null;
      const details = document.getElementById(sheet.sheetId);
      if (details instanceof HTMLDetailsElement) details.open = true;
    }
    searchInFlight = false;
    const form = formRef.current;
    const typed = typedSinceSearch;
    if (form && typed && typed.form === label) {
      for (const [selector, value] of typed.fields) {
        const field = form.querySelector(selector);
        if (isTypedField(field) && field.value !== value) field.value = value;
      }
      if (typed.typing) {
        // The shopper was typing when the results came: the keys go on into that field.
        focusAfterSearch = null;
        const field = form.querySelector(typed.typing);
        if (isTypedField(field)) {
          field.focus({ preventScroll: true });
          const end = field.value.length;
          // Not every input type has a caret (number): setSelectionRange would throw.
          if (/^(text|search|tel|url)$/.test(field.type)) field.setSelectionRange(end, end);
        }
      }
    }
    const wanted = focusAfterSearch;
    if (!wanted || wanted.form !== label || !form) return;
    focusAfterSearch = null;
    form.querySelector<HTMLElement>(wanted.selector)?.focus({ preventScroll: true });
  }, [label]);

  function navigate(form: HTMLFormElement, focused: Element | null = document.activeElement) {
    // Everything typed so far goes into this search's address.
    typedSinceSearch = null;
    searchInFlight = true;
    const selector = selectorFor(focused, form);
    focusAfterSearch = selector ? { form: label, selector } : null;
    const sheet = form.closest("details");
    reopenAfterSearch = sheet?.open && sheet.id ? { form: label, sheetId: sheet.id } : null;
    // Non-empty fields in the canonical key order, so one result set has one address.
    const entries = [...new FormData(form)]
      .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
      .map(([key, value]) => [key, value.trim()] as const)
      .sort((a, b) => rank(a[0]) - rank(b[0]));
    const params = new URLSearchParams();
    for (const [key, value] of entries) params.append(key, value);
    const query = params.toString();
    track(EVENT_IDS.vehicle_search, { search_path: action, search_query: query });
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
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
        const target = event.target;
        const selector = isTypedField(target) ? selectorFor(target, event.currentTarget) : null;
        if (!isTypedField(target) || selector === null) return;
        if (typedSinceSearch?.form !== label)
          typedSinceSearch = { form: label, fields: new Map(), typing: null };
        typedSinceSearch.fields.set(selector, target.value);
        // Typing while results load: the new form puts focus back here, not on the last choice.
        typedSinceSearch.typing = searchInFlight && document.activeElement === target ? selector : null;
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
