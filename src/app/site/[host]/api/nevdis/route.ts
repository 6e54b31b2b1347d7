// POST /api/nevdis – the vehicle registered to a plate in a state, from NEVDIS
import { vehicleLookupRoute } from "@/server/vehicle-lookup/vehicle-lookup-route";

export const POST = vehicleLookupRoute("nevdis");
