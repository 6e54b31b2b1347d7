// POST /api/simple-autograb-lookup – a plate's vehicle and its trade value, from AutoGrab
import { vehicleLookupRoute } from "@/server/vehicle-lookup/vehicle-lookup-route";

export const POST = vehicleLookupRoute("autograb");
