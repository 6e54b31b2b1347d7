/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    tenant: import("@/domain/tenancy/parse-tenant-host").TenantHost;
  }
}
