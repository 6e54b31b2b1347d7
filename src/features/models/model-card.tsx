import { ServerImage } from "@/components/ui/server-image";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";
import { isExternalModelHref, modelHref } from "@/domain/stock/model-pages";
import type { SiteModel } from "@/server/stock/list-site-models";

export function ModelCard({
  model,
  locale,
  quality,
  headingLevel = "h3",
}: {
  model: SiteModel;
  locale: PriceLocale;
  quality: number;
  headingLevel?: "h2" | "h3";
}) {
  const href = modelHref(model);
  const external = isExternalModelHref(model);
  const Heading = headingLevel;
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/10] bg-surface">
        {model.image?.url && (
          <ServerImage
            src={model.image.url}
            alt=""
            fill
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
            quality={quality}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
        {model.status === "new" && (
          <span className="absolute left-3 top-3 rounded bg-accent px-2 py-1 text-xs font-bold uppercase tracking-wide text-accent-ink shadow">
            New
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {model.manufacturer_body && (
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            {model.manufacturer_body}
          </p>
        )}
        <Heading className="mt-1 text-lg font-bold">
          <a
            href={href}
            className="after:absolute after:inset-0 hover:text-brand-link"
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {model.manufacturer_name && !model.name.startsWith(model.manufacturer_name)
              ? `${model.manufacturer_name} ${model.name}`
              : model.name}
            {external && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </Heading>
        {model.description && <p className="mt-2 line-clamp-3 text-sm text-muted">{model.description}</p>}
        {model.price_from != null && model.price_from > 0 && (
          <p className="mt-auto pt-4 text-sm">
            From <span className="text-xl font-extrabold">{formatPrice(model.price_from, locale)}</span>
          </p>
        )}
      </div>
    </article>
  );
}
