import { headers } from "next/headers";
import { parseTenantHost } from "../domain/tenancy/parse-tenant-host";
import { env } from "../env";

/** Reached for an unknown host (the tenant layout found no site) or an unknown platform path. */
export default async function NotFound() {
  const host = (await headers()).get("host") ?? "";
  const tenant = parseTenantHost(host, env().PLATFORM_DOMAIN);
  const isSite = tenant.kind === "site";
  return (
    <main id="main" className="container-site flex min-h-[60vh] flex-col items-start justify-center py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">404</p>
      <h1 className="mt-2 text-3xl font-bold">{isSite ? "Site not found" : "Page not found"}</h1>
      <p className="mt-3 max-w-xl text-muted">
        {isSite
          ? `There is no dealer site at ${tenant.hostname}. Check the address, or see the list of sites on this platform.`
          : "There is nothing at this address."}
      </p>
      <a className="btn-brand mt-6" href={`http://${env().PLATFORM_DOMAIN}:${env().PORT}/`}>
        All dealer sites
      </a>
    </main>
  );
}
