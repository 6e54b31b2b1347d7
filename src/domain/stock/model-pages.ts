/**
 * SPEC 3 feature flag `build_model_pages`: a site's models become pages (/models, /models/{slug},
 * /{model slug} or the model's own path, the range page, the header's models dropdown and the
 * sitemap's model entries) only when the flag is on. Off, the site has the models in its data
 * (the dashboard still serves them) but builds no page from them: every such address is its 404
 * and nothing links there.
 */
export function builtModelPages<T>(flags: { build_model_pages: boolean }, models: readonly T[]): T[] {
  return flags.build_model_pages ? [...models] : [];
}
