// GET|POST /api/auth/{sign-in/magic-link, magic-link/verify, sign-out} – sign-in by emailed link (better-auth)
import { z } from "zod";
import { hostOrigin } from "@/domain/tenancy/host-origin";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { env } from "@/env";
import { enforceSignInRateLimit } from "@/server/accounts/enforce-sign-in-rate-limit";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { AUTH_BASE_PATH, siteAuth } from "@/server/accounts/site-auth";
import { AppError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";

/** The only better-auth endpoints a site exposes; the rest of its API answers 404. */
const EXPOSED = new Set(["POST sign-in/magic-link", "GET magic-link/verify", "POST sign-out"]);

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
  const target = `${hostOrigin(safeDecodeURIComponent(params.host), env().SITE_URL_SCHEME)}${AUTH_BASE_PATH}/${path}${url.search}`;
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
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (body !== undefined) headers.set("content-type", "application/json");
  const forwarded = new Request(target, {
    method: request.method,
    headers,
    body: body ?? (request.method === "POST" ? "{}" : undefined),
  });
  return siteAuth(db, { site, host: params.host }).handler(forwarded);
}

export const GET = siteRoute<Params>(handle, { maxBodyBytes: 1024 });
export const POST = siteRoute<Params>(handle, { maxBodyBytes: 1024 });
