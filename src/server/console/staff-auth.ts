import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { LRUCache } from "lru-cache";
import { SIGN_IN_LINK_MINUTES } from "@/domain/accounts/accounts";
import { env } from "@/env";
import { sendStaffSignInEmail } from "@/server/console/send-staff-sign-in-email";
import type { Db } from "@/server/db/client";
import {
  staff_auth_accounts,
  staff_sessions,
  staff_users,
  staff_verifications,
} from "@/server/db/schema/all";

/** Where the console's better-auth endpoints live on the platform host. */
export const STAFF_AUTH_BASE_PATH = "/console/api/auth";

/** A console session lasts a working day (renewed hourly while used): staff sign in daily. */
const SESSION_HOURS = 12;

const tenantFields = {
  role: { type: "string", required: true, input: false },
  dealer_group_id: { type: "number", required: false, input: false },
  dealership_id: { type: "number", required: false, input: false },
} as const;

/**
 * Staff sign-in: the same library as shoppers' (better-auth, emailed link), on
 * tables of its own, so a shopper session is never a staff session. No sign-up: the link is
 * sent only to an address that already has a staff row (seeded or invited); any other
 * address gets the same answer and no mail. The cookie is host-only on the platform host,
 * httpOnly and SameSite=Strict: no other site can make a browser send it.
 */
function createStaffAuth(db: Db, origin: string) {
  return betterAuth({
    appName: "Forecourt console",
    baseURL: origin,
    basePath: STAFF_AUTH_BASE_PATH,
    secret: env().ACCOUNT_AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staff_users,
        session: staff_sessions,
        account: staff_auth_accounts,
        verification: staff_verifications,
      },
    }),
    user: { additionalFields: tenantFields },
    session: { expiresIn: SESSION_HOURS * 3600, updateAge: 3600 },
    advanced: {
      cookiePrefix: "forecourt-console",
      defaultCookieAttributes: { sameSite: "strict", httpOnly: true, path: "/console" },
    },
    // Sign-in emails go through the platform's limiter (per address and per client).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: "hashed",
        disableSignUp: true,
        sendMagicLink: ({ email, url }) => sendStaffSignInEmail(db, { email, url }),
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

// One instance per database and platform origin (a deployment has one database and one or
// two origins: with and without a port); bounded, since the Host comes from the request.
const instances = new WeakMap<Db, LRUCache<string, StaffAuth>>();

/** The console's better-auth for the platform origin the request reached. */
export function staffAuth(db: Db, origin: string): StaffAuth {
  let byOrigin = instances.get(db);
  if (!byOrigin) {
    byOrigin = new LRUCache<string, StaffAuth>({ max: 8 });
    instances.set(db, byOrigin);
  }
  let auth = byOrigin.get(origin);
  if (!auth) {
    auth = createStaffAuth(db, origin);
    byOrigin.set(origin, auth);
  }
  return auth;
}
