import "server-only";
import type { VehicleLookupKind } from "@/domain/leads/vehicle-lookup";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";
import { logger } from "@/server/log/logger";
import { createHttpAutograb } from "@/server/vehicle-lookup/http-autograb";
import { createHttpNevdis } from "@/server/vehicle-lookup/http-nevdis";
import { ProviderError } from "@/server/vehicle-lookup/provider-request";
import type { VehicleLookupProvider } from "@/server/vehicle-lookup/vehicle-lookup-provider";

const STAND_IN_PATH = "/demo-providers/";

/**
 * The base URL a lookup's adapter calls: the configured provider, or the platform's own demo
 * stand-in (src/app/platform/demo-providers) when none is set. A stand-in is refused outside
 * a local platform domain (docs/ARCHITECTURE.md): null, so no demo answer reaches a real site.
 */
export function lookupBaseUrl(
  kind: VehicleLookupKind,
  configured: string | undefined,
  platformDomain: string,
  port: number,
): string | null {
  const url =
    configured ??
    `http://localhost:${port}${STAND_IN_PATH}${kind === "registration" ? "nevdis" : "autograb"}`;
  return url.includes(STAND_IN_PATH) && !isLocalHost(platformDomain) ? null : url;
}

/** The provider of a lookup, from the environment: the real HTTP adapter at its base URL. */
export function vehicleLookupProvider(kind: VehicleLookupKind): VehicleLookupProvider {
  const e = env();
  const registration = kind === "registration";
  const baseUrl = lookupBaseUrl(
    kind,
    registration ? e.NEVDIS_API_URL : e.AUTOGRAB_API_URL,
    e.PLATFORM_DOMAIN,
    e.PORT,
  );
  if (baseUrl === null) {
    // Said once per request in the log, never to the shopper.
    const setting = registration ? "NEVDIS_API_URL" : "AUTOGRAB_API_URL";
    return {
      lookup: () => {
        logger().error(
          { setting },
          "vehicle lookup: no provider configured (the demo stand-in is local only)",
        );
        return Promise.reject(new ProviderError("The vehicle lookup is unavailable.", null));
      },
    };
  }
  const timeoutMs = e.VEHICLE_LOOKUP_TIMEOUT_MS;
  return registration
    ? createHttpNevdis({ baseUrl, apiKey: e.NEVDIS_API_KEY, timeoutMs })
    : createHttpAutograb({ baseUrl, apiKey: e.AUTOGRAB_API_KEY, timeoutMs });
}
