"use client";

import { useParams } from "next/navigation";
import { normaliseHostname } from "@/domain/tenancy/parse-tenant-host";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";

/**
 * The words of the platform's 404: "Site not found" when no dealer site answers at the host
 * (the tenant layout found none), else "Page not found". The host comes from the route's
 * params, not the request, so pages that share this boundary can still be cached.
 */
export function UnknownAddress({ directoryUrl }: { directoryUrl: string }) {
  const params = useParams<{ host?: string }>();
  const hostname = params?.host ? normaliseHostname(safeDecodeURIComponent(params.host)) : null;
  return (
    <>
      <h1 className="mt-2 text-3xl font-bold">{hostname ? "Site not found" : "Page not found"}</h1>
      <p className="mt-3 max-w-xl text-muted">
        {hostname
          ? `There is no dealer site at ${hostname}. Check the address, or see the list of sites on this platform.`
          : "There is nothing at this address."}
      </p>
      <a className="btn-brand mt-6" href={directoryUrl}>
        All dealer sites
      </a>
    </>
  );
}
