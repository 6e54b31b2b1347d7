import type { ReactNode } from "react";
import { type SearchParams, singleParam } from "@/domain/input/search-param";
import { depositCents, MARKET_CURRENCY } from "@/domain/payments/deposit";
import { depositText } from "@/domain/payments/reservation-messages";
import { localeFor } from "@/domain/site/locale";
import { canReserve } from "@/domain/stock/checkout-eligibility";
import { formatPrice } from "@/domain/stock/format-price";
import { getDb } from "@/server/db/client";
import { findReserveLead } from "@/server/payments/find-reserve-lead";
import type { Site } from "@/server/sites/site";
import { getVehicle } from "@/server/stock/get-vehicle";

export type ReservePathKind = "checkout" | "buy-online";

/**
 * The reserve page's data (/cars/{slug}/checkout, or /buy-online on the site variant): the car,
 * the deposit, and the shopper's details when they come from their own lead's link. Null (a
 * 404) on the other variant's path, for a car this site does not list, or without a provider.
 */
export async function reservePageData(
  site: Site,
  slug: string,
  kind: ReservePathKind,
  searchParams: SearchParams,
) {
  const commerce = site.config.commerce;
  if (commerce.reserve_path !== kind || !commerce.payment_provider) return null;
  const db = await getDb();
  const lookup = await getVehicle(db, { site, slug, now: new Date() });
  if (lookup.kind !== "listed") return null;
  const car = lookup.car;
  const amount = depositCents(car.payment_processors, commerce.payment_provider);
  const lead = await findReserveLead(db, {
    site,
    leadId: singleParam(searchParams.lead) ?? null,
    token: singleParam(searchParams.token) ?? null,
  });
  return {
    site,
    kind,
    car,
    provider: commerce.payment_provider,
    reservable: canReserve(car, commerce) && amount !== null,
    deposit: amount === null ? "" : depositText(amount, MARKET_CURRENCY[site.market]),
    lead,
  };
}

export type ReservePageData = NonNullable<Awaited<ReturnType<typeof reservePageData>>>;

/** The props of the reserve form (ReserveForm, the page's island). */
export function reserveFormProps({ car, deposit, lead }: ReservePageData) {
  return {
    carSlug: car.slug,
    vehicle: { name: car.name, stocknum: car.stocknum, price: car.price, slug: car.slug },
    deposit,
    prefill: lead?.details ?? {},
    sourceLead: lead ? { id: lead.id, token: lead.token } : null,
  };
}

/**
 * The reserve page: the car, the deposit, the shopper's details and the terms (`form`, the
 * ReserveForm island), then the provider's hosted payment page.
 */
export function ReservePage({ data, form }: { data: ReservePageData; form?: ReactNode }) {
  const { site, kind, car, reservable, deposit } = data;
  const carHref = `/cars/${encodeURIComponent(car.slug)}`;
  return (
    <div className="container-site py-10" data-reserve-page>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-link">
        {kind === "buy-online" ? "Buy online" : "Reserve online"}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Reserve the {car.name}</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="reserve-car-heading" className="card overflow-hidden">
          {car.primary_image_url && (
            // biome-ignore lint/performance/noImgElement: one photo of the car, at its stored size
            <img
              src={car.primary_image_url}
              alt={car.name}
              className="aspect-[3/2] w-full object-cover"
              width={900}
              height={600}
            />
          )}
          <div className="space-y-2 p-5">
            <h2 id="reserve-car-heading" className="text-xl font-bold">
              {car.name}
            </h2>
            {car.price !== null && car.price > 1000 && (
              <p>
                Price: <strong data-price>{formatPrice(car.price, localeFor(site.market).locale)}</strong>
              </p>
            )}
            {car.location && <p>Location: {car.location.name}</p>}
            <p>Stock number: {car.stocknum}</p>
            {reservable && (
              <p className="text-lg">
                Deposit to reserve: <strong data-deposit>{deposit}</strong>
              </p>
            )}
            <p>
              <a href={carHref} className="text-brand-link underline">
                Back to the car
              </a>
            </p>
          </div>
        </section>
        <section aria-labelledby="reserve-details-heading">
          <h2 id="reserve-details-heading" className="text-xl font-bold">
            Your details
          </h2>
          {reservable ? (
            <>
              <p className="mt-2 text-muted">
                You pay the deposit on {data.provider === "stripe" ? "Stripe" : "our payment provider"}'s
                secure page; your card details never reach {site.name}.
              </p>
              <div className="mt-4">{form}</div>
            </>
          ) : (
            <p className="mt-4" role="status" data-not-reservable>
              This car can no longer be reserved online. Please contact {site.name} about it.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
