"use client";

import { useEffect, useState } from "react";
import { readSuccessCar, readSuccessCategory } from "@/features/lead-form/browser-storage";
import type { FormCar } from "@/features/lead-form/lead-form-types";

/**
 * The final submit remembers the car for the success page. Shown from local storage
 * after hydration (the server cannot know it); nothing is shown when there is none.
 */
export function RememberedCar({ siteSlug, categoryKnown }: { siteSlug: string; categoryKnown: boolean }) {
  const [car, setCar] = useState<FormCar | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  useEffect(() => {
    setCar(readSuccessCar(siteSlug));
    if (!categoryKnown) setCategory(readSuccessCategory(siteSlug));
  }, [siteSlug, categoryKnown]);
  return (
    <>
      {category && <p className="mt-2 text-muted">Your {category} has been sent.</p>}
      {car && (
        <section aria-labelledby="remembered-car" className="card mt-8 flex max-w-xl items-center gap-4 p-4">
          {car.primary_image_url && (
            // biome-ignore lint/performance/noImgElement: one small thumbnail, known to be local.
            <img
              src={car.primary_image_url}
              alt=""
              width={128}
              height={96}
              className="h-24 w-32 rounded-md object-cover"
            />
          )}
          <div>
            <p className="text-sm text-muted">Your enquiry is about</p>
            <h2 id="remembered-car" className="font-bold">
              <a href={car.path} className="hover:underline">
                {car.name}
              </a>
            </h2>
            <p className="text-sm text-muted">Stock number {car.stocknum}</p>
          </div>
        </section>
      )}
    </>
  );
}
