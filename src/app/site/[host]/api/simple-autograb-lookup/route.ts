// POST /api/simple-autograb-lookup – a plate's vehicle and its trade value (SPEC 7), from AutoGrab
import { vehicleLookupRoute } from "@/server/vehicle-lookup/vehicle-lookup-route";

export const POST = vehicleLookupRoute("autograb");
