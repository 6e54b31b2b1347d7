/**
 * Model pages: /{model slug} and /models/{slug}. A model can name its own address —
 * `override_url` (a site path, or a full URL for a page elsewhere) wins over `path` — and
 * every link to the model uses that address.
 */
export interface ModelAddress {
  slug: string;
  path: string | null;
  override_url: string | null;
}

function normalisePath(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//")) return null;
  const withSlash = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  const withoutQuery = withSlash.replace(/[?#].*$/, "");
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, "") : withoutQuery;
}

/** Where links to a model go: override_url, else path, else /models/{slug}. */
export function modelHref(model: ModelAddress): string {
  const override = model.override_url?.trim();
  if (override) return override;
  return normalisePath(model.path) ?? `/models/${encodeURIComponent(model.slug)}`;
}

/** Whether a model's link leaves the site (a full URL on another host). */
export function isExternalModelHref(model: ModelAddress): boolean {
  const override = model.override_url?.trim() ?? "";
  return override !== "" && normalisePath(override) === null;
}

/**
 * Whether a top-level site path (e.g. "/cx-5" or "/caravans/eclipse") is this model's page:
 * its slug, its path, or an internal override_url. Compared case-insensitively and without
 * a trailing slash, because shoppers type these addresses.
 */
export function modelMatchesPath(model: ModelAddress, requestPath: string): boolean {
  const wanted = normalisePath(requestPath)?.toLowerCase();
  if (!wanted || wanted === "/") return false;
  const candidates = [`/${model.slug}`, normalisePath(model.path), normalisePath(model.override_url)];
  return candidates.some((candidate) => candidate !== null && candidate.toLowerCase() === wanted);
}

/**
 * Feature flag `build_model_pages`: a site's models become pages (/models, /models/{slug},
 * /{model slug} or the model's own path, the range page, the header's models dropdown and the
 * sitemap's model entries) only when the flag is on. Off, the site has the models in its data
 * (the dashboard still serves them) but builds no page from them: every such address is its 404
 * and nothing links there.
 */
export function builtModelPages<T>(flags: { build_model_pages: boolean }, models: readonly T[]): T[] {
  return flags.build_model_pages ? [...models] : [];
}
