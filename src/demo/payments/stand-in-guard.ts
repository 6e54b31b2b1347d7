import "server-only";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";
import type { PaymentProviderName } from "@/server/payments/payment-provider";

/** The path under the platform host where each payment provider's stand-in lives. */
export function standInPath(provider: PaymentProviderName): string {
  return `/demo-providers/${provider}`;
}

/** Whether the stand-ins may answer: only on a local platform domain (docs/ARCHITECTURE.md). */
function standInsAllowed(platformDomain = env().PLATFORM_DOMAIN): boolean {
  return isLocalHost(platformDomain);
}

/** A stand-in route's first line: a 404 outside a local platform domain, else null. */
export function refuseStandInOutsideLocal(): Response | null {
  return standInsAllowed() ? null : Response.json({ error: "Not found" }, { status: 404 });
}
