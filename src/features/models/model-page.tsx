import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { ServerImage } from "@/components/ui/server-image";
import { localeFor } from "@/domain/site/locale";
import { formatPrice } from "@/domain/stock/format-price";
import { searchHref } from "@/domain/stock/search-href";
import { siteSearchPath } from "@/features/shell/site-search-path";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";
import type { SiteModel } from "@/server/stock/list-site-models";

export function modelDisplayName(model: Pick<SiteModel, "name" | "manufacturer_name">): string {
  return model.manufacturer_name && !model.name.startsWith(model.manufacturer_name)
    ? `${model.manufacturer_name} ${model.name}`
    : model.name;
}

/**
 * Model page: the model, what it costs, and the matching stock. "Book a test drive"
 * opens the booking form in a dialog (at most 600 px wide), or without JavaScript
 * leads to /book-test-drive. The frame is the page's markup with its interactive parts as
 * slots (an Astro page passes islands; Next's ModelPage below its own components):
 * `testDrive`, the link and its dialog, and `stockGrid`, the matching stock's cards.
 */
export function ModelPageFrame({
  site,
  model,
  stock,
  testDrive,
  stockGrid,
}: {
  site: Site;
  model: SiteModel;
  stock: { cars: CarSummary[]; total: number };
  testDrive: ReactNode;
  stockGrid: ReactNode;
}) {
  const { locale } = localeFor(site.market);
  const name = modelDisplayName(model);
  const [searchPath = ""] = siteSearchPath(site).split("?");
  const stockHref = searchHref(
    searchPath,
    { make: model.manufacturer_name ?? undefined, model: model.name, page: 1 },
    {},
    { defaultSort: site.config.stock.default_sort },
  );
  const facts = [model.bodyStyle ?? model.body, model.fuel, model.variant, model.manufacturer_body].filter(
    (fact): fact is string => Boolean(fact),
  );
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand text-brand-ink">
        <div className="container-site grid items-center gap-8 py-10 lg:grid-cols-2 lg:py-16">
          <div>
            <Breadcrumb
              trail={[
                { label: "Home", href: "/" },
                { label: "Models", href: "/models" },
              ]}
              current={model.name}
              inverted
            />
            <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">{name}</h1>
            {model.description && <p className="mt-4 max-w-xl text-lg opacity-95">{model.description}</p>}
            {facts.length > 0 && (
              <ul className="mt-5 flex flex-wrap gap-2 text-sm font-semibold">
                {facts.map((fact) => (
                  <li key={fact} className="rounded-full bg-white/15 px-3 py-1">
                    {fact}
                  </li>
                ))}
              </ul>
            )}
            {model.price_from != null && model.price_from > 0 && (
              <p className="mt-6 text-lg">
                From <span className="text-3xl font-black">{formatPrice(model.price_from, locale)}</span>
              </p>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={stockHref} className="btn-accent py-3">
                View {stock.total} in stock
              </a>
              {testDrive}
              <a
                href={`/contact?model=${encodeURIComponent(model.name)}`}
                className="btn border border-white/60 py-3 hover:bg-white/10"
              >
                Enquire
              </a>
            </div>
          </div>
          {model.image?.url && (
            <div className="relative aspect-[16/10] overflow-hidden rounded-2xl shadow-2xl">
              <ServerImage
                src={model.image.url}
                alt={name}
                fill
                priority
                sizes="(min-width: 1024px) 50vw, 100vw"
                quality={site.config.image_quality}
                className="object-cover"
              />
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="model-stock-heading" className="container-site py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="model-stock-heading" className="text-2xl font-extrabold tracking-tight">
            {model.name} in stock
          </h2>
          {stock.total > stock.cars.length && (
            <a href={stockHref} className="font-semibold text-brand-link hover:underline">
              View all {stock.total}
            </a>
          )}
        </div>
        {stock.cars.length > 0 ? (
          stockGrid
        ) : (
          <div className="card mt-6 p-8">
            <p className="font-semibold">No {model.name} in stock right now.</p>
            <p className="mt-1 text-muted">Tell us what you’re after and we’ll find one for you.</p>
            <a href={`/contact?model=${encodeURIComponent(model.name)}`} className="btn-brand mt-4">
              Ask us to find one
            </a>
          </div>
        )}
      </section>
    </>
  );
}

/** The test drive booking's link and dialog, as the model page draws it (Next's form, or Astro's island). */
export function testDriveLinkProps(model: Pick<SiteModel, "name" | "manufacturer_name">) {
  const name = modelDisplayName(model);
  return {
    href: `/book-test-drive?model=${encodeURIComponent(model.name)}`,
    className: "btn bg-white py-3 text-ink hover:bg-white/90",
    label: "Book a test drive",
    title: `Book a test drive: ${name}`,
  };
}
