/**
 * How an applied search reaches its results page, and what the form remembers across it.
 * The search pages are Astro pages (docs/decisions/020-astro-islands.md): applying a search
 * loads the results as a new document, so what the form must put back on the new page
 * (focus, the phone's open filter sheet, the scroll position, text typed while the results
 * load) is kept in this tab's sessionStorage for the next form to read, once.
 */

/** What the form that applied a search asks the next page's form to put back. */
export interface SearchFormMemory {
  /** The form's label ("Filter stock", "Sort stock"): only the same form takes it back. */
  form: string;
  /** The control that had focus, as a selector within the form. */
  focus: string | null;
  /** The id of the phone's filter sheet (a <details>) when it was open. */
  sheetId: string | null;
  /** The window's scroll position: applying a choice does not jump to the top. */
  scrollY: number;
  /** Fields typed into after the search was applied (selector → value). */
  typed: [string, string][];
  /** The field being typed in when the results came, if any. */
  typing: string | null;
  /** When the search was applied (ms since the epoch): a memory left by an abandoned load expires. */
  at: number;
}

const KEY = "forecourt:search-form";
/** A results page that takes longer than this to arrive gets a fresh form. */
const MEMORY_MS = 30_000;

/** Loads the results page: a full navigation, one history entry. */
export function goToSearch(href: string): void {
  window.location.assign(href);
}

export function rememberSearchForm(memory: SearchFormMemory): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage refused (private mode, quota): the next page starts fresh.
  }
}

/** The memory the last applied search left for this form, taken (so it applies once). */
export function recallSearchForm(form: string, now = Date.now()): SearchFormMemory | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const memory = JSON.parse(raw) as SearchFormMemory;
    if (memory.form !== form) return null;
    sessionStorage.removeItem(KEY);
    return now - memory.at <= MEMORY_MS ? memory : null;
  } catch {
    return null;
  }
}

/** The memory being written while the results load (typing goes on into it), or null. */
export function pendingSearchForm(form: string): SearchFormMemory | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const memory = raw === null ? null : (JSON.parse(raw) as SearchFormMemory);
    return memory?.form === form ? memory : null;
  } catch {
    return null;
  }
}
