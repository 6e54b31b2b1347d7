import type { Metadata } from "next";
import { VehicleRoute, vehicleRouteMetadata } from "../../../../../features/vehicle/vehicle-route";

// GET /campers/{slug} – vehicle detail (404 unless this site's template uses /campers).
type Props = { params: Promise<{ host: string; slug: string }> };

// Cached per address and vehicle (ISR): rendered on the first visit, then served from cache.
// A stock change revalidates the site's stock tags at once; the time-based rules (just
// arrived, the sold window) are re-judged at least every 5 minutes.
export const revalidate = 300;
export function generateStaticParams(): { host: string; slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  return vehicleRouteMetadata(host, slug, "/campers");
}

export default async function CampersVehiclePage({ params }: Props) {
  const { host, slug } = await params;
  return <VehicleRoute host={host} slug={slug} basePath="/campers" />;
}
