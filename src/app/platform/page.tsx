import type { Metadata } from "next";
import { platformOrigin } from "@/domain/tenancy/host-origin";
import { getDb } from "@/server/db/client";
import { listSites } from "@/server/sites/list-sites";
import { platformAddress } from "@/server/sites/platform-address";

export const metadata: Metadata = { title: "Forecourt – dealer sites" };
// The live list of sites, never prerendered at build time.
export const dynamic = "force-dynamic";

export default async function PlatformDirectoryPage() {
  const sites = await listSites(await getDb());
  const address = platformAddress();
  return (
    <main id="main" className="container-site py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">Forecourt</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Dealer sites on this platform</h1>
      <p className="mt-3 max-w-2xl text-muted">
        One deployment serves every dealer site; each is chosen by its host name and shaped by its
        configuration.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sites.map((site) => (
          <li key={site.id} className="card p-5">
            <h2 className="text-lg font-semibold">
              <a className="hover:underline" href={platformOrigin(address, site.slug)}>
                {site.name}
              </a>
            </h2>
            <p className="mt-1 text-sm text-muted">
              {site.template} template · {site.market}
              {site.domain_name ? ` · ${site.domain_name}` : ""}
            </p>
            <p className="mt-2 break-all font-mono text-xs text-muted">
              {platformOrigin(address, site.slug)}
            </p>
          </li>
        ))}
      </ul>
      {sites.length === 0 && (
        <p className="mt-8">No sites yet. Run `npm run db:reset` to create the demo dealers.</p>
      )}
    </main>
  );
}
