import type { ReactNode } from "react";
import { VehicleRouteFrame } from "../../../../../features/vehicle/vehicle-route";

// The vehicle page, or (sold, unknown) the helpful part of its 404.
export default async function CarsVehicleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ host: string; slug: string }>;
}) {
  const { host, slug } = await params;
  return (
    <VehicleRouteFrame host={host} slug={slug} basePath="/cars">
      {children}
    </VehicleRouteFrame>
  );
}
