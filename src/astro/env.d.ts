/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    tenant: import("@/domain/tenancy/parse-tenant-host").TenantHost;
  }
}

// The project's own client directive (src/astro/directives/interaction.ts).
declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean;
  }
}
