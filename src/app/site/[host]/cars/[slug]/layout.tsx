import { VehicleRouteLayout } from "@/features/vehicle/vehicle-route";

// The checkout and buy-online pages under /cars/{slug} (the vehicle page itself is Astro's),
// or, for a sold or unknown car, the helpful part of its 404.
export default VehicleRouteLayout;
