"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useTransition } from "react";
import { SEARCH_FILTER_KEYS } from "../../domain/stock/search-filters";

const ORDER: readonly string[] = SEARCH_FILTER_KEYS;
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/**
 * A plain GET form (it works before and without JavaScript) that, once hydrated, applies a
 * choice as soon as a select or checkbox changes and leaves empty fields out of the URL.
 * The page is server-rendered either way; this only saves a click and a full reload.
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

  function navigate(form: HTMLFormElement) {
    // Non-empty fields in the canonical key order, so one result set has one address.
    const entries = [...new FormData(form)]
      .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
      .map(([key, value]) => [key, value.trim()] as const)
      .sort((a, b) => rank(a[0]) - rank(b[0]));
    const params = new URLSearchParams();
    for (const [key, value] of entries) params.append(key, value);
    const query = params.toString();
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
  }

  return (
    <form
      id={id}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      aria-busy={pending}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
      onChange={(event) => {
        const target = event.target;
        const autoApply =
          target instanceof HTMLSelectElement ||
          (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"));
        if (autoApply) navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
