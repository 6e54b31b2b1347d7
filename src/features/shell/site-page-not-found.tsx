/**
 * A dealer site's 404, inside its shell: Next's not-found boundary of the site layout and an
 * Astro page's own not-found answer render it.
 */
export function SitePageNotFound() {
  return (
    <div className="container-site py-20">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn’t find that page</h1>
      <p className="mt-3 max-w-xl text-muted">It may have moved, or the vehicle may have been sold.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/" className="btn-brand">
          Back to home
        </a>
      </div>
    </div>
  );
}
