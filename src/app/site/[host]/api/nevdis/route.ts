// POST /api/nevdis – the vehicle registered to a plate in a state (SPEC 7), from NEVDIS
import { vehicleLookupRoute } from "@/server/vehicle-lookup/vehicle-lookup-route";

export const POST = vehicleLookupRoute("nevdis");
