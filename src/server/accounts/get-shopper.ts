import "server-only";
import { siteAuth } from "@/server/accounts/site-auth";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/http/app-error";
import type { Site } from "@/server/sites/site";

export interface Shopper {
  id: string;
  email: string;
  name: string;
}

/**
 * The signed-in shopper of this request, or null. The session cookie is looked up within the
 * site's account scope only, so a session from another dealer group is nobody here.
 */
export async function getShopper(
  db: Db,
  { site, host, headers }: { site: Site; host: string; headers: Headers },
): Promise<Shopper | null> {
  const session = await siteAuth(db, { site, host }).api.getSession({ headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** The signed-in shopper, or 401 for a request without a session on this site. */
export async function requireShopper(
  db: Db,
  args: { site: Site; host: string; headers: Headers },
): Promise<Shopper> {
  const shopper = await getShopper(db, args);
  if (!shopper) throw new AppError("unauthorized", "Sign in first: this needs your account.");
  return shopper;
}
