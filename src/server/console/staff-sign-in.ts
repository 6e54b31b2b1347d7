import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { env } from "@/env";
import type { ConsoleContextBase } from "@/server/console/console-route";
import { STAFF_AUTH_BASE_PATH, staffAuth } from "@/server/console/staff-auth";
import { AppError } from "@/server/http/app-error";
import { enforceRateLimit } from "@/server/http/rate-limit";

/**
 * The only better-auth endpoints the console exposes; the rest answer 404: the emailed link,
 * accepting an invitation, and passkeys (the two steps of signing in with one, the two steps
 * of adding one while signed in, removing one's own).
 */
const EXPOSED = new Set([
  "POST sign-in/magic-link",
  "GET magic-link/verify",
  "POST sign-out",
  "POST invitation/accept",
  "GET passkey/generate-authenticate-options",
  "POST passkey/verify-authentication",
  "GET passkey/generate-register-options",
  "POST passkey/verify-registration",
  "POST passkey/delete-passkey",
]);

/** Endpoints whose JSON body goes to better-auth as the browser sent it (it validates them). */
const FORWARDS_BODY = new Set([
  "passkey/verify-authentication",
  "passkey/verify-registration",
  "passkey/delete-passkey",
]);

const invitationBody = z
  .object({ token: z.string().min(1, "is missing").max(100, "must be at most 100 characters") })
  .strict();

const signInBody = z
  .object({ email: z.email("Enter a valid email address").max(254, "Enter a valid email address") })
  .strict();

/** The platform's limiter keys by site; the console's counters use site 0 (no site has it). */
const PLATFORM = { id: 0 };

/** One passkey sign-in attempt (each starts with a challenge) counts like one sign-in email. */
async function enforceStaffPasskeyRateLimit(ip: string) {
  const { SIGN_IN_RATE_LIMIT_PER_CLIENT, SIGN_IN_RATE_LIMIT_WINDOW_SECONDS } = env();
  await enforceRateLimit(
    {
      name: "console-passkey-sign-in-client",
      points: SIGN_IN_RATE_LIMIT_PER_CLIENT,
      windowSeconds: SIGN_IN_RATE_LIMIT_WINDOW_SECONDS,
    },
    { site: PLATFORM, ip },
  );
}

async function enforceStaffSignInRateLimit(ip: string, email: string) {
  const { SIGN_IN_RATE_LIMIT_PER_ADDRESS, SIGN_IN_RATE_LIMIT_PER_CLIENT, SIGN_IN_RATE_LIMIT_WINDOW_SECONDS } =
    env();
  const windowSeconds = SIGN_IN_RATE_LIMIT_WINDOW_SECONDS;
  await enforceRateLimit(
    { name: "console-sign-in-client", points: SIGN_IN_RATE_LIMIT_PER_CLIENT, windowSeconds },
    { site: PLATFORM, ip },
  );
  const address = createHash("sha256").update(email.toLowerCase()).digest("base64url");
  await enforceRateLimit(
    { name: "console-sign-in-address", points: SIGN_IN_RATE_LIMIT_PER_ADDRESS, windowSeconds },
    { site: PLATFORM, ip: address },
  );
}

/**
 * The console's sign-in endpoints (better-auth's, cut down): ask for a link (rate-limited per
 * client and per address; the same answer whether or not the address is staff), follow it,
 * sign out.
 */
export async function handleStaffAuth({
  request,
  db,
  ip,
  origin,
  json,
  path,
}: ConsoleContextBase & { path: string }): Promise<Response> {
  if (!EXPOSED.has(`${request.method} ${path}`)) throw new AppError("not_found", "No such sign-in endpoint.");
  const url = new URL(request.url);
  let body: string | undefined;
  if (path === "sign-in/magic-link") {
    const { email } = signInBody.parse(await json());
    await enforceStaffSignInRateLimit(ip, email);
    body = JSON.stringify({
      email: email.toLowerCase(),
      callbackURL: "/console",
      newUserCallbackURL: "/console",
      errorCallbackURL: "/console?sign_in_error=1",
    });
  } else if (path === "invitation/accept") {
    // Counted like a sign-in, so nobody can try tokens quickly (they are 256 bits besides).
    await enforceStaffPasskeyRateLimit(ip);
    body = JSON.stringify(invitationBody.parse(await json()));
  } else if (path === "passkey/generate-authenticate-options") {
    await enforceStaffPasskeyRateLimit(ip);
  } else if (FORWARDS_BODY.has(path)) {
    body = JSON.stringify(await json());
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (body !== undefined) headers.set("content-type", "application/json");
  const forwarded = new Request(`${origin}${STAFF_AUTH_BASE_PATH}/${path}${url.search}`, {
    method: request.method,
    headers,
    body: body ?? (request.method === "POST" ? "{}" : undefined),
  });
  const response = await staffAuth(db, origin).handler(forwarded);
  if (path === "invitation/accept" && !response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new AppError("not_found", answer?.message ?? "No such invitation.");
  }
  const answer = response.ok ? await withoutSecrets(path, response) : response;
  answer.headers.set("cache-control", "private, no-store");
  return answer;
}

/**
 * better-auth answers a passkey sign-in with the session (its token too) and a new passkey
 * with its whole row. The cookie is what signs the member in; the page needs only "done".
 */
async function withoutSecrets(path: string, response: Response): Promise<Response> {
  if (path !== "passkey/verify-authentication" && path !== "passkey/verify-registration") return response;
  const answer = (await response.json()) as { id?: string; name?: string | null; createdAt?: string };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const body =
    path === "passkey/verify-authentication"
      ? { signed_in: true }
      : { id: answer.id, name: answer.name ?? null, created_at: answer.createdAt };
  return Response.json(body, { status: response.status, headers });
}
