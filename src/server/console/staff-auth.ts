import "server-only";
import { passkey } from "@better-auth/passkey";
import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { magicLink } from "better-auth/plugins";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { SIGN_IN_LINK_MINUTES } from "@/domain/accounts/accounts";
import { env } from "@/env";
import { acceptStaffInvitation } from "@/server/console/accept-staff-invitation";
import { sendStaffSignInEmail } from "@/server/console/send-staff-sign-in-email";
import type { Db } from "@/server/db/client";
import {
  staff_auth_accounts,
  staff_passkeys,
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
 * Accepting an invitation (POST invitation/accept {token}): claims it once, makes the member of
 * staff with its role and tenant, and signs them in (a session and its cookie, like any other).
 */
function staffInvitations(db: Db) {
  return {
    id: "staff-invitations",
    endpoints: {
      acceptStaffInvitation: createAuthEndpoint(
        "/invitation/accept",
        { method: "POST", body: z.object({ token: z.string().min(1).max(100) }) },
        async (ctx) => {
          const member = await acceptStaffInvitation(db, ctx.body.token);
          const user = member && (await ctx.context.internalAdapter.findUserById(member.id));
          if (!user) {
            throw new APIError("NOT_FOUND", {
              message:
                "This invitation has already been used, was revoked or has expired. Ask for a new one.",
            });
          }
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ ok: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

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
        passkey: staff_passkeys,
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
      // A signed-in member adds a passkey; the sign-in page then offers it. The relying party
      // is the platform host, so a dealer's host can never use a staff passkey.
      passkey({ rpID: new URL(origin).hostname, rpName: "Forecourt console", origin }),
      staffInvitations(db),
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
