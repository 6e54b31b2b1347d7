// POST /api/trade-in/lookup – the trade-in rego lookup (sends rego and regoState), through
// NEVDIS or AutoGrab, whichever add-on the site has
import { vehicleLookupRoute } from "@/server/vehicle-lookup/vehicle-lookup-route";

export const POST = vehicleLookupRoute("trade-in");
