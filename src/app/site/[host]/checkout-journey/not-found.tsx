// An unknown car, or a link whose lead or token is wrong: a 404 that says so and offers a way on.
export default function CheckoutJourneyNotFound() {
  return (
    <div className="container-site py-20">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">404</p>
      <h1 className="mt-2 text-3xl font-bold">This car can't be bought online</h1>
      <p className="mt-3 max-w-xl text-muted">
        We couldn't find this car or this purchase. The car may have been sold, or the link may be incomplete.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/" className="btn-brand">
          Back to home
        </a>
        <a href="/search" className="btn-outline">
          Search our stock
        </a>
      </div>
    </div>
  );
}
