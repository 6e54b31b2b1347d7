import "server-only";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { AppError } from "@/server/http/app-error";
import type { Site } from "@/server/sites/site";

/** Sign-in and everything behind it are 404 on a site without the garage and auth settings. */
export function requireAccounts(site: Site): void {
  if (!accountsEnabled(site.config.flags)) {
    throw new AppError("not_found", "This site has no shopper accounts.");
  }
}
