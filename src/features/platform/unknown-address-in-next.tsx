"use client";

import { useParams } from "next/navigation";
import { normaliseHostname } from "@/domain/tenancy/parse-tenant-host";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { UnknownAddress } from "@/features/platform/unknown-address";

/**
 * UnknownAddress in Next's root not-found boundary: the host comes from the route's params, not
 * the request, so pages that share this boundary can still be cached.
 */
export function UnknownAddressInNext({ directoryUrl }: { directoryUrl: string }) {
  const params = useParams<{ host?: string }>();
  const hostname = params?.host ? normaliseHostname(safeDecodeURIComponent(params.host)) : null;
  return <UnknownAddress hostname={hostname} directoryUrl={directoryUrl} />;
}
