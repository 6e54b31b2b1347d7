// POST /api/trade-in/lookup – the trade-in rego lookup (SPEC 7: sends rego and regoState); the
// same registration lookup as POST /api/nevdis
import { vehicleLookupRoute } from "@/server/vehicle-lookup/vehicle-lookup-route";

export const POST = vehicleLookupRoute("registration");
