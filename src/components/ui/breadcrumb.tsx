import { Fragment } from "react";

export interface Crumb {
  label: string;
  href: string;
}

/** The trail above a page's heading; the last crumb is the current page. */
export function Breadcrumb({
  trail,
  current,
  inverted = false,
}: {
  trail: Crumb[];
  current: string;
  /** On a brand-coloured band the text inherits the band's ink. */
  inverted?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={`flex flex-wrap items-center gap-1 text-sm ${inverted ? "opacity-90" : "text-muted"}`}>
        {trail.map((crumb) => (
          <Fragment key={crumb.href}>
            <li>
              <a
                href={crumb.href}
                className={inverted ? "hover:underline" : "hover:text-brand-link hover:underline"}
              >
                {crumb.label}
              </a>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className={inverted ? "font-semibold" : "font-semibold text-ink"}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
