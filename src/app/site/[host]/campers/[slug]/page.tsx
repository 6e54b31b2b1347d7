import { vehicleRouteFiles } from "@/features/vehicle/vehicle-route";

// GET /campers/{slug} – vehicle detail (404 unless this site's template uses /campers).
const route = vehicleRouteFiles("/campers");

// Cached per address and vehicle (ISR): rendered on the first visit, then served from cache.
// A stock change revalidates the site's stock tags at once; the time-based rules (just
// arrived, the sold window) are re-judged at least every 5 minutes.
export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
