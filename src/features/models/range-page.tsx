import type { ReactNode } from "react";
import { localeFor } from "@/domain/site/locale";
import { RANGE_BODIES } from "@/domain/stock/range-body-from-query";
import { ModelCard } from "@/features/models/model-card";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";
import type { SiteModel } from "@/server/stock/list-site-models";

const LABELS: Record<string, string> = {
  "J-POD": "J-Pod",
  "CAMPER TRAILER": "Camper Trailers",
  "POP TOPS": "Pop Tops",
  "OFF-GRID": "Off-Grid",
  CARAVANS: "Caravans",
  "TOY HAULERS": "Toy Haulers",
  MOTORISED: "Motorised",
};

function bodyHref(query: string): string {
  return `/range?body=${query.replace(/ /g, "+")}`;
}

export function bodiesOf(model: SiteModel): string[] {
  return [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3]
    .filter((b): b is string => Boolean(b))
    .map((b) => b.toUpperCase());
}

/**
 * Range site: /range, and /range?body=… for one category of the maker's models. `stockGrid` is
 * the stock's cards (an Astro page's grid, with its islands), drawn when there is stock.
 */
export function RangePage({
  site,
  models,
  body,
  stock,
  stockGrid,
  searchPath,
}: {
  site: Site;
  models: SiteModel[];
  /** the manufacturer_body chosen with ?body=, or null for the whole range */
  body: string | null;
  stock: { cars: CarSummary[]; total: number };
  stockGrid: ReactNode;
  searchPath: string;
}) {
  const { locale } = localeFor(site.market);
  const shown = body ? models.filter((m) => bodiesOf(m).includes(body)) : models;
  const tabs = Object.entries(RANGE_BODIES).filter(([, value]) =>
    models.some((m) => bodiesOf(m).includes(value)),
  );
  const heading = body ? (LABELS[body] ?? body) : "Our range";
  return (
    <>
      <div className="border-b border-line bg-surface">
        <div className="container-site py-8">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{heading}</h1>
          <p className="mt-2 text-muted">
            {shown.length} {shown.length === 1 ? "model" : "models"}
            {body ? "" : " across the range"}. Hand-built and backed by our warranty.
          </p>
          <nav aria-label="Range categories" className="mt-5">
            <ul className="flex flex-wrap gap-2">
              <li>
                <a
                  href="/range"
                  aria-current={body ? undefined : "page"}
                  className={body ? "btn-outline" : "btn-brand"}
                >
                  All models
                </a>
              </li>
              {tabs.map(([query, value]) => (
                <li key={value}>
                  <a
                    href={bodyHref(query)}
                    aria-current={body === value ? "page" : undefined}
                    className={body === value ? "btn-brand" : "btn-outline"}
                  >
                    {LABELS[value] ?? value}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="container-site py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="range-models">
          {shown.map((model) => (
            <li key={model.id}>
              <ModelCard
                model={model}
                locale={locale}
                quality={site.config.image_quality}
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="range-stock-heading" className="border-t border-line bg-surface py-12">
        <div className="container-site">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="range-stock-heading" className="text-2xl font-extrabold tracking-tight">
              {body ? `${LABELS[body] ?? body} in stock` : "In stock now"}
            </h2>
            <a href={searchPath} className="font-semibold text-brand-link hover:underline">
              View all stock
            </a>
          </div>
          {stock.cars.length > 0 ? (
            stockGrid
          ) : (
            <p className="mt-6 text-muted">
              Nothing in stock in this category right now. Ask us about ordering one.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
