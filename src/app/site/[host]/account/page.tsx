import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { vehicleBasePath } from "@/domain/stock/vehicle-paths";
import { AccountPanel } from "@/features/accounts/account-panel";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { getSiteForHost } from "@/server/sites/get-site";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "My account", robots: { index: false } };

// GET /account – the signed-in shopper's account: saved cars and searches, passkeys, data download, deletion
export default async function AccountPage({ params }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site || !accountsEnabled(site.config.flags)) notFound();
  return (
    <div className="container-site py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">My account</h1>
      <AccountPanel
        savedCarsPath={site.config.saved_cars_path}
        searchPath={siteSearchPath(site)}
        vehicleBasePath={vehicleBasePath(site.template)}
      />
    </div>
  );
}
