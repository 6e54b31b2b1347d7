import type { ReactNode } from "react";
import { SEARCH_FORM_ATTRIBUTE, startSearchForm } from "@/features/stock-search/start-search-form";

// One function for every form, so React never restarts one on a re-render.
const startOnMount = (form: HTMLFormElement | null) => (form ? startSearchForm(form) : undefined);

/**
 * A plain GET search form (it works before and without JavaScript): the markup whose behaviour
 * is startSearchForm (start-search-form.ts; a choice applies at once, focus and the open sheet
 * come back on the results). On an Astro page it is server markup and the page's script starts
 * it; rendered by React, its ref does. Its fields are its children.
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
  /** The form's fields. */
  children?: ReactNode;
}) {
  return (
    <form
      ref={startOnMount}
      id={id}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      {...{ [SEARCH_FORM_ATTRIBUTE]: "" }}
    >
      {children}
    </form>
  );
}
