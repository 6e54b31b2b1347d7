"use client";

import { useEffect, useState } from "react";
import { optimisedImageUrl, optimisedSrcSet, widthsFrom } from "@/domain/site/optimised-image";
import { DEFAULT_IMAGE_QUALITY } from "@/domain/site/timings";

// next/image's `fill` markup for a photo shown 20rem wide: every configured width (a width in
// rem is not one next/image can narrow), built without next/image's client code (an island).
const WIDTHS = widthsFrom(0);
const WIDEST = WIDTHS[WIDTHS.length - 1] ?? 1920;

export interface ChosenVehicleOption {
  id: number;
  name: string;
  price: string;
  image: string | null;
  href: string;
}

/**
 * The card beside the test-drive form: the vehicle the shopper chose in its "Which vehicle?"
 * select (`selectId`), following each change; before a choice, what the card is for.
 */
export function ChosenVehicle({
  selectId,
  vehicles,
  initialId,
}: {
  selectId: string;
  vehicles: readonly ChosenVehicleOption[];
  initialId: number | null;
}) {
  const [chosen, setChosen] = useState<number | null>(initialId);
  useEffect(() => {
    const select = document.getElementById(selectId);
    if (!(select instanceof HTMLSelectElement)) return;
    const follow = () => setChosen(select.value ? Number(select.value) : null);
    follow();
    select.addEventListener("change", follow);
    return () => select.removeEventListener("change", follow);
  }, [selectId]);
  const car = vehicles.find((v) => v.id === chosen);
  return (
    <section
      aria-label="Your test drive"
      className="card overflow-hidden"
      data-chosen-vehicle={car?.id ?? ""}
    >
      {car ? (
        <>
          {car.image && (
            <div className="relative aspect-[3/2] bg-surface">
              {/* biome-ignore lint/performance/noImgElement: next/image's srcset built by optimisedSrcSet, without its client code. */}
              <img
                src={optimisedImageUrl(car.image, WIDEST, DEFAULT_IMAGE_QUALITY)}
                srcSet={optimisedSrcSet(car.image, WIDTHS, DEFAULT_IMAGE_QUALITY)}
                sizes="20rem"
                alt=""
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover text-transparent"
              />
            </div>
          )}
          <div className="p-5">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted">Your test drive</p>
            <h2 className="mt-1 text-base font-bold">{car.name}</h2>
            <p className="mt-1 text-lg font-extrabold">{car.price}</p>
            <a
              href={car.href}
              className="mt-2 inline-block text-sm font-semibold text-brand-link hover:underline"
            >
              View this vehicle
            </a>
          </div>
        </>
      ) : (
        <p className="p-5 text-sm text-muted">Choose a vehicle and it will show here.</p>
      )}
    </section>
  );
}
