import "server-only";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { LRUCache } from "lru-cache";
import { accountScope, SIGN_IN_LINK_MINUTES } from "@/domain/accounts/accounts";
import { env } from "@/env";
import { scopedAdapter } from "@/server/accounts/scoped-adapter";
import { sendSignInEmail } from "@/server/accounts/send-sign-in-email";
import type { Db } from "@/server/db/client";
import {
  shopper_auth_accounts,
  shopper_passkeys,
  shopper_sessions,
  shopper_users,
  shopper_verifications,
} from "@/server/db/schema/all";
import { siteOriginAt } from "@/server/sites/platform-address";
import type { Site } from "@/server/sites/site";

/** Where better-auth's endpoints live on every site (the spec's GET /api/auth is ours). */
export const AUTH_BASE_PATH = "/api/auth";

/** A signed-in shopper's session lasts this long, renewed at most once a day while used. */
const SESSION_DAYS = 30;

const scopeField = {
  account_scope: { type: "string", required: true, input: false, returned: false },
} as const;

/**
 * Passkeys, as an option next to the emailed link: added by a signed-in shopper on /account
 * (a fresh session, as better-auth requires), then used to sign in on this site. The relying
 * party is the site's own host and the only origin accepted is the site's origin, so a
 * passkey made on one site is never offered or accepted on another. The plugin's table gets
 * the scope column like the others (its schema option can rename fields, not add them).
 */
function scopedPasskey(site: Site, origin: string) {
  const plugin = passkey({ rpID: new URL(origin).hostname, rpName: site.name, origin });
  return {
    ...plugin,
    schema: {
      passkey: { ...plugin.schema.passkey, fields: { ...plugin.schema.passkey.fields, ...scopeField } },
    },
  };
}

function createSiteAuth(db: Db, site: Site, origin: string) {
  const scope = accountScope(site);
  return betterAuth({
    appName: site.name,
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret: env().ACCOUNT_AUTH_SECRET,
    database: scopedAdapter(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          user: shopper_users,
          session: shopper_sessions,
          account: shopper_auth_accounts,
          verification: shopper_verifications,
          passkey: shopper_passkeys,
        },
      }),
      scope,
    ),
    user: { additionalFields: scopeField },
    session: {
      additionalFields: scopeField,
      expiresIn: SESSION_DAYS * 86_400,
      updateAge: 86_400,
    },
    account: { additionalFields: scopeField },
    verification: { additionalFields: scopeField },
    advanced: {
      cookiePrefix: "forecourt",
      // Cookies are host-only: a session is sent to the site that made it and nowhere else.
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    // Sign-in emails are limited by the platform's own limiter (per address and per client).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: "hashed",
        sendMagicLink: ({ email, url }) => sendSignInEmail(db, { site, email, url }),
      }),
      scopedPasskey(site, origin),
    ],
  });
}

export type SiteAuth = ReturnType<typeof createSiteAuth>;

// One instance per site and address it answers on; bounded, since hosts come from requests.
const instances = new LRUCache<string, SiteAuth>({ max: 200 });

/** The site's better-auth, for the host the shopper reached it at (the tenant route segment). */
export function siteAuth(db: Db, { site, host }: { site: Site; host: string }): SiteAuth {
  const origin = siteOriginAt(host);
  const key = `${site.id}|${accountScope(site)}|${origin}`;
  let auth = instances.get(key);
  if (!auth) {
    auth = createSiteAuth(db, site, origin);
    instances.set(key, auth);
  }
  return auth;
}
