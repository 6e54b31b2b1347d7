import type { ReactNode } from "react";
import type { Site } from "@/server/sites/site";

/** "general-enquiry" → "general enquiry": the category as the visitor reads it. */
function categoryWords(slug: string): string {
  return slug.replace(/[-_]+/g, " ").trim();
}

/**
 * /success: the confirmation after a form is sent, with the remembered car (`rememberedCar`,
 * RememberedCar: an island, read from this device's storage; in Astro a named slot).
 */
export function SuccessPage({
  site,
  category,
  rememberedCar,
}: {
  site: Site;
  category: string | null;
  rememberedCar: ReactNode;
}) {
  return (
    <div className="container-site py-14">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-link">Sent</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Thank you, we've received your enquiry
      </h1>
      {category && (
        <p className="mt-3 max-w-2xl text-lg text-muted" data-success-category={category}>
          Your {categoryWords(category)} is with the {site.name} team. We'll be in touch shortly.
        </p>
      )}
      {rememberedCar}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/" className="btn-brand">
          Back to home
        </a>
        {site.phone && (
          <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className="btn-outline">
            Call {site.phone}
          </a>
        )}
      </div>
    </div>
  );
}
