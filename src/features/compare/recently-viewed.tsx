"use client";

import { useRecentlyViewed } from "@/features/compare/use-recently-viewed";

/**
 * "Recently viewed": a small strip of the last eight vehicle pages opened on this device,
 * newest first, each a link back to the vehicle. Nothing shows until there is one.
 */
export function RecentlyViewed({
  basePath,
  heading = "Recently viewed",
}: {
  basePath: string;
  heading?: string;
}) {
  const viewed = useRecentlyViewed();
  if (!viewed || viewed.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mt-10">
      <h2 id="recently-viewed-heading" className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="mt-3 flex gap-3 overflow-x-auto pb-2" data-recently-viewed>
        {viewed.map((car) => (
          <li key={String(car.id)} className="w-40 shrink-0">
            <a href={`${basePath}/${encodeURIComponent(car.slug)}`} className="group block text-sm">
              <span className="block aspect-[3/2] overflow-hidden rounded bg-surface">
                {car.primary_image_url && (
                  // biome-ignore lint/performance/noImgElement: stored URLs may be any host the dealer used; no optimiser config for them.
                  <img src={car.primary_image_url} alt="" loading="lazy" className="size-full object-cover" />
                )}
              </span>
              <span className="mt-1 block font-semibold leading-snug group-hover:text-brand-link">
                {car.name}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
