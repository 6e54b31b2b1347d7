import type { Metadata } from "next";
import { VehicleRoute, vehicleRouteMetadata } from "../../../../../features/vehicle/vehicle-route";

// GET /campers/{slug} – vehicle detail (404 unless this site's template uses /campers).
type Props = { params: Promise<{ host: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  return vehicleRouteMetadata(host, slug, "/campers");
}

export default async function CampersVehiclePage({ params }: Props) {
  const { host, slug } = await params;
  return <VehicleRoute host={host} slug={slug} basePath="/campers" />;
}
