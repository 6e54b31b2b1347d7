// GET|POST /api/auth/{sign-in/magic-link, magic-link/verify, sign-out, passkey/*} – sign-in by emailed link or passkey (better-auth)
import { z } from "zod";
import { enforcePasskeySignInRateLimit } from "@/server/accounts/enforce-passkey-sign-in-rate-limit";
import { enforceSignInRateLimit } from "@/server/accounts/enforce-sign-in-rate-limit";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { AUTH_BASE_PATH, siteAuth } from "@/server/accounts/site-auth";
import { AppError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";
import { siteOriginAt } from "@/server/sites/platform-address";

/**
 * The only better-auth endpoints a site exposes; the rest of its API answers 404. Passkeys:
 * the two steps of signing in (a challenge, then the signed answer), the two steps of adding
 * one (signed in, with a fresh session) and removing one (its owner only). The list of a
 * shopper's passkeys is ours (GET /api/auth/passkeys), without the key material.
 */
const EXPOSED = new Set([
  "POST sign-in/magic-link",
  "GET magic-link/verify",
  "POST sign-out",
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

const signInBody = z.object({
  email: z.email("Enter a valid email address").max(254, "Enter a valid email address"),
});

type Params = { host: string; all: string[] };

async function handle({
  site,
  db,
  request,
  params,
  ip,
  json,
}: {
  site: Parameters<typeof requireAccounts>[0];
  db: Parameters<typeof siteAuth>[0];
  request: Request;
  params: Params;
  ip: string;
  json(): Promise<unknown>;
}) {
  requireAccounts(site);
  const path = params.all.join("/");
  if (!EXPOSED.has(`${request.method} ${path}`)) throw new AppError("not_found", "No such sign-in endpoint.");
  const url = new URL(request.url);
  const target = `${siteOriginAt(params.host)}${AUTH_BASE_PATH}/${path}${url.search}`;
  let body: string | undefined;
  if (path === "sign-in/magic-link") {
    const { email } = signInBody.parse(await json());
    await enforceSignInRateLimit({ site, ip, email });
    const home = site.config.saved_cars_path;
    const join = home.includes("?") ? "&" : "?";
    // Where the link leads: the saved cars, marked so the page can send the login events.
    body = JSON.stringify({
      email,
      callbackURL: `${home}${join}signed_in=1`,
      newUserCallbackURL: `${home}${join}signed_in=new`,
      errorCallbackURL: "/sign-in",
    });
  } else if (path === "passkey/generate-authenticate-options") {
    await enforcePasskeySignInRateLimit({ site, ip });
  } else if (FORWARDS_BODY.has(path)) {
    body = JSON.stringify(await json());
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (body !== undefined) headers.set("content-type", "application/json");
  const forwarded = new Request(target, {
    method: request.method,
    headers,
    body: body ?? (request.method === "POST" ? "{}" : undefined),
  });
  const response = await siteAuth(db, { site, host: params.host }).handler(forwarded);
  return response.ok ? withoutSecrets(path, response) : response;
}

/**
 * better-auth answers a passkey sign-in with the session (its token too) and a new passkey
 * with its whole row (the public key too). The cookie it sets is what signs the shopper in;
 * the page needs no more than "done", so the token never reaches script.
 */
async function withoutSecrets(path: string, response: Response): Promise<Response> {
  if (path !== "passkey/verify-authentication" && path !== "passkey/verify-registration") return response;
  const answer = (await response.json()) as { id?: string; name?: string | null; createdAt?: string };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("cache-control", "private, no-store");
  const body =
    path === "passkey/verify-authentication"
      ? { signed_in: true }
      : { id: answer.id, name: answer.name ?? null, created_at: answer.createdAt };
  return Response.json(body, { status: response.status, headers });
}

export const GET = siteRoute<Params>(handle, { maxBodyBytes: 1024 });
// A passkey's answer (attestation or assertion) is a few KB of base64.
export const POST = siteRoute<Params>(handle, { maxBodyBytes: 16 * 1024 });
