import "server-only";
import { type StaffTenant, staffTenant } from "@/domain/console/staff-roles";
import { hostOrigin } from "@/domain/tenancy/host-origin";
import { parseTenantHost, tenantRouteHost } from "@/domain/tenancy/parse-tenant-host";
import { env } from "@/env";
import { type ConsoleScope, consoleScope } from "@/server/console/console-scope";
import { staffAuth } from "@/server/console/staff-auth";
import type { Db } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/http/app-error";
import { clientIp } from "@/server/http/client-ip";
import { isJsonContentType, readJsonBody } from "@/server/http/read-body";
import { errorResponse } from "@/server/http/route-handler";

/** The largest body a console route reads unless it says otherwise (a whole site config fits). */
const CONSOLE_BODY_LIMIT_BYTES = 256 * 1024;

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  tenant: StaffTenant;
}

export interface ConsoleContextBase {
  request: Request;
  db: Db;
  ip: string;
  /** The platform origin the request reached (http://localhost:3000). */
  origin: string;
  json(): Promise<unknown>;
}

export interface ConsoleContext<P> extends ConsoleContextBase {
  staff: StaffMember;
  scope: ConsoleScope;
  params: P;
}

type Segment<P> = { params: Promise<P> };

/**
 * The console's origin, or 404 when the request did not reach the platform host: the console
 * exists on the platform host only, never on a dealer's.
 */
function consoleOrigin(request: Request): string {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (!host || parseTenantHost(host, env().PLATFORM_DOMAIN).kind !== "platform") {
    throw new AppError("not_found", "There is nothing at this address.");
  }
  return hostOrigin(tenantRouteHost(host), env().SITE_URL_SCHEME);
}

/**
 * Forged cross-site requests: a console change must come from the console's own pages. The
 * session cookie is SameSite=Strict already; on top, every request that changes something
 * must be JSON (a cross-site form cannot send it without asking CORS first) and carry the
 * platform's own Origin.
 */
function requireSameOrigin(request: Request, origin: string): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (request.headers.get("origin") !== origin) {
    throw new AppError("forbidden", "Console changes can only be made from the console's own pages.");
  }
}

function base(request: Request, db: Db, origin: string, maxBodyBytes: number): ConsoleContextBase {
  return {
    request,
    db,
    ip: clientIp(request),
    origin,
    json: () => {
      if (!isJsonContentType(request)) {
        throw new AppError(
          "unsupported_media_type",
          "Send the request as JSON (Content-Type: application/json).",
        );
      }
      return readJsonBody(request, maxBodyBytes);
    },
  };
}

/** The signed-in member of staff, or null: read from the session row, never from the request. */
async function currentStaff(db: Db, request: Request, origin: string): Promise<StaffMember | null> {
  const session = await staffAuth(db, origin).api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    role: string;
    dealer_group_id?: number | null;
    dealership_id?: number | null;
  };
  const tenant = staffTenant({
    role: user.role,
    dealer_group_id: user.dealer_group_id ?? null,
    dealership_id: user.dealership_id ?? null,
  });
  if (!tenant) return null;
  return { id: user.id, email: user.email, name: user.name, tenant };
}

/** A console route before sign-in (the sign-in endpoints): platform host and Origin checked. */
export function publicConsoleRoute<P extends object>(
  handler: (ctx: ConsoleContextBase & { params: P }) => Promise<Response>,
  options: { maxBodyBytes?: number } = {},
) {
  return async (request: Request, segment: Segment<P>): Promise<Response> => {
    try {
      const origin = consoleOrigin(request);
      requireSameOrigin(request, origin);
      const db = await getDb();
      return await handler({
        ...base(request, db, origin, options.maxBodyBytes ?? 4096),
        params: await segment.params,
      });
    } catch (error) {
      return errorResponse(error, undefined, request);
    }
  };
}

/**
 * The wrapper every console API route goes through: platform host only (404 elsewhere),
 * Origin checked on changes (403), a signed-in member of staff (401), and the one scope
 * (console-scope.ts) built from their role and tenant for the handler to query through.
 * Answers are never cached.
 */
export function consoleRoute<P extends object>(
  handler: (ctx: ConsoleContext<P>) => Promise<Response>,
  options: { maxBodyBytes?: number } = {},
) {
  return async (request: Request, segment: Segment<P>): Promise<Response> => {
    let response: Response;
    try {
      const origin = consoleOrigin(request);
      requireSameOrigin(request, origin);
      const db = await getDb();
      const staff = await currentStaff(db, request, origin);
      if (!staff) throw new AppError("unauthorized", "Sign in to the console first.");
      response = await handler({
        ...base(request, db, origin, options.maxBodyBytes ?? CONSOLE_BODY_LIMIT_BYTES),
        staff,
        scope: consoleScope(staff.tenant),
        params: await segment.params,
      });
    } catch (error) {
      response = errorResponse(error, undefined, request);
    }
    response.headers.set("cache-control", "private, no-store");
    return response;
  };
}
