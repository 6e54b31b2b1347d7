import { platformOrigin } from "@/domain/tenancy/host-origin";
import { UnknownAddressInNext } from "@/features/platform/unknown-address-in-next";
import { platformAddress } from "@/server/sites/platform-address";

/** Reached for an unknown host (the tenant layout found no site) or an unknown platform path. */
export default function NotFound() {
  return (
    <main id="main" className="container-site flex min-h-[60vh] flex-col items-start justify-center py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">404</p>
      <UnknownAddressInNext directoryUrl={`${platformOrigin(platformAddress())}/`} />
    </main>
  );
}
