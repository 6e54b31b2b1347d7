import { vehicleRouteFiles } from "@/features/vehicle/vehicle-route";

// The vehicle page, or (sold, unknown) the helpful part of its 404.
export default vehicleRouteFiles("/cars").Layout;
