import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { env } from "@/env";
import type { ConsoleContextBase } from "@/server/console/console-route";
import { STAFF_AUTH_BASE_PATH, staffAuth } from "@/server/console/staff-auth";
import { AppError } from "@/server/http/app-error";
import { enforceRateLimit } from "@/server/http/rate-limit";

/** The only better-auth endpoints the console exposes; the rest answer 404. */
const EXPOSED = new Set(["POST sign-in/magic-link", "GET magic-link/verify", "POST sign-out"]);

const signInBody = z
  .object({ email: z.email("Enter a valid email address").max(254, "Enter a valid email address") })
  .strict();

/** The platform's limiter keys by site; the console's counters use site 0 (no site has it). */
const PLATFORM = { id: 0 };

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
  response.headers.set("cache-control", "private, no-store");
  return response;
}
