/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    tenant: import("@/domain/tenancy/parse-tenant-host").TenantHost;
    /**
     * Set by a page every shopper of its site sees alike (a common search): it is kept in the
     * page cache for at most `maxAge` seconds, or until a write expires what it read
     * (src/astro/middleware.ts, src/astro/cache/page-cache-provider.ts).
     */
    sharedPage?: { maxAge: number };
  }
}

// The project's own client directive (src/astro/directives/interaction.ts).
declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean;
  }
}
