"use client";

import { useId } from "react";
import { compareHref, MAX_COMPARE } from "@/domain/site/compare";
import { MAX_RECENTLY_VIEWED } from "@/domain/site/recently-viewed";
import type { CarListsState, ListedCar } from "@/features/accounts/account-store";

function CarLinks({ cars, basePath, label }: { cars: ListedCar[]; basePath: string; label: string }) {
  return (
    <ul className="mt-3 grid gap-2" aria-label={label}>
      {cars.map((car) => (
        <li key={car.id}>
          <a
            href={`${basePath}/${encodeURIComponent(car.slug)}`}
            className="font-semibold text-brand-link underline"
          >
            {car.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The account's recently viewed vehicles and compare picks on this site (kept with the
 * account, so they follow the shopper to another device), each a link to the vehicle, and
 * the comparison itself.
 */
export function CarListsSection({ lists, basePath }: { lists: CarListsState; basePath: string }) {
  const id = useId();
  const { recently_viewed, compare } = lists;
  return (
    <>
      <section className="card p-6" aria-labelledby={`${id}-viewed`} data-account-recently-viewed>
        <h2 id={`${id}-viewed`} className="text-xl font-bold">
          Recently viewed
        </h2>
        {recently_viewed.length === 0 ? (
          <p className="mt-2 text-muted">
            Vehicles you open are listed here (the last {MAX_RECENTLY_VIEWED}), on any device you sign in on.
          </p>
        ) : (
          <CarLinks cars={recently_viewed} basePath={basePath} label="Recently viewed vehicles" />
        )}
      </section>
      <section className="card p-6" aria-labelledby={`${id}-compare`} data-account-compare>
        <h2 id={`${id}-compare`} className="text-xl font-bold">
          Compare
        </h2>
        {compare.length === 0 ? (
          <p className="mt-2 text-muted">
            Pick up to {MAX_COMPARE} vehicles to compare side by side; your picks are kept here.
          </p>
        ) : (
          <>
            <CarLinks cars={compare} basePath={basePath} label="Vehicles to compare" />
            <a href={compareHref(compare.map((c) => c.id))} className="btn-outline mt-4">
              Compare {compare.length === 1 ? "this vehicle" : `these ${compare.length} vehicles`}
            </a>
          </>
        )}
      </section>
    </>
  );
}
