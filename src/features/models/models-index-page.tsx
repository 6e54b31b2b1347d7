import { localeFor } from "@/domain/site/locale";
import { ModelCard } from "@/features/models/model-card";
import type { Site } from "@/server/sites/site";
import type { SiteModel } from "@/server/stock/list-site-models";

export function ModelsIndexPage({
  site,
  models,
  heading,
}: {
  site: Site;
  models: SiteModel[];
  heading: string;
}) {
  const { locale } = localeFor(site.market);
  return (
    <div className="container-site py-10">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-muted">Explore the line-up, then see what we have in stock.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {models.map((model) => (
          <li key={model.id}>
            <ModelCard model={model} locale={locale} quality={site.config.image_quality} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
