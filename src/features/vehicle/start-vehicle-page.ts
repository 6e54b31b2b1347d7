// The vehicle page's script (VehiclePage.astro), no React before a touch: the gallery, the
// repayment estimate and the tracked links that are server markup start at once; the car's
// favourite and compare toggles and its recently viewed record at the shell's idle moment
// (start-vehicle-lists.ts). React loads only with what a shopper opens: the fullscreen viewer,
// the estimate's fields, the action bar and the enquiry form.
import "@/features/favourites/start-vehicle-lists";
import { FINANCE_ESTIMATE_ATTRIBUTE, startFinanceEstimate } from "@/features/vehicle/start-finance-estimate";
import { GALLERY_ATTRIBUTE, startGallery } from "@/features/vehicle/start-gallery";
import { startTrackedLink, TRACKED_EVENT_ATTRIBUTE } from "@/features/vehicle/start-tracked-link";

for (const section of document.querySelectorAll<HTMLElement>(`section[${GALLERY_ATTRIBUTE}]`))
  startGallery(section);
for (const root of document.querySelectorAll<HTMLElement>(`[${FINANCE_ESTIMATE_ATTRIBUTE}]`))
  startFinanceEstimate(root);
for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${TRACKED_EVENT_ATTRIBUTE}]`))
  if (!link.closest("astro-island")) startTrackedLink(link);
