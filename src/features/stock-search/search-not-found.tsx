/** The helpful part of an unknown search's 404: a way to the site's stock. */
export function SearchNotFound({ searchPath }: { searchPath: string }) {
  return (
    <div className="container-site py-20">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn’t find that search</h1>
      <p className="mt-3 max-w-xl text-muted">The link may be old. All of our stock is one click away.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={searchPath} className="btn-brand">
          Search all stock
        </a>
        <a href="/" className="btn-outline">
          Back to home
        </a>
      </div>
    </div>
  );
}
