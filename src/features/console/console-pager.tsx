"use client";
import { ConsoleLink } from "@/features/console/console-link";
import type { ConsoleRoute } from "@/features/console/console-nav";

/**
 * The links between the pages of a console list (the server pages it; the page is in the
 * address): none for a single page, no "previous" on the first, no "next" on the last.
 */
export function Pager({
  label,
  route,
  view,
  page,
  pages,
  previous,
  next,
}: {
  /** Names the navigation ("Pages of leads"). */
  label: string;
  /** The list's address: the links keep its filters and order. */
  route: ConsoleRoute;
  view: string;
  page: number;
  pages: number;
  previous: string;
  next: string;
}) {
  if (pages <= 1) return null;
  const at = (p: number) => ({ ...route, view, page: String(p) });
  return (
    <nav aria-label={label} className="mt-4 flex gap-4">
      {page > 1 && <ConsoleLink to={at(page - 1)}>{previous}</ConsoleLink>}
      {page < pages && <ConsoleLink to={at(page + 1)}>{next}</ConsoleLink>}
    </nav>
  );
}
