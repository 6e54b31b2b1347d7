import "server-only";
import type { VehicleLookupKind } from "@/domain/leads/vehicle-lookup";
import { env } from "../../env";
import { createHttpAutograb } from "./http-autograb";
import { createHttpNevdis } from "./http-nevdis";
import type { VehicleLookupProvider } from "./vehicle-lookup-provider";

/** The platform's own stand-ins (src/app/platform/demo-providers), when no provider URL is set. */
function standInBaseUrl(kind: VehicleLookupKind, port: number): string {
  return `http://localhost:${port}/demo-providers/${kind === "registration" ? "nevdis" : "autograb"}`;
}

/**
 * The provider of a lookup, from the environment: the real HTTP adapter, pointed at the
 * provider's base URL, or at the demo stand-in's when none is set.
 */
export function vehicleLookupProvider(kind: VehicleLookupKind): VehicleLookupProvider {
  const e = env();
  const timeoutMs = e.VEHICLE_LOOKUP_TIMEOUT_MS;
  return kind === "registration"
    ? createHttpNevdis({
        baseUrl: e.NEVDIS_API_URL ?? standInBaseUrl(kind, e.PORT),
        apiKey: e.NEVDIS_API_KEY,
        timeoutMs,
      })
    : createHttpAutograb({
        baseUrl: e.AUTOGRAB_API_URL ?? standInBaseUrl(kind, e.PORT),
        apiKey: e.AUTOGRAB_API_KEY,
        timeoutMs,
      });
}
