import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import "server-only";
import { ZodError } from "zod";
import { FORM_BODY_LIMIT_BYTES } from "@/domain/leads/lead-file-limits";
import type { Db } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { AppError, validationError } from "@/server/http/app-error";
import { clientIp } from "@/server/http/client-ip";
import { type RateLimit, signInThrottle } from "@/server/http/rate-limit";
import { readFormBody, readJsonBody } from "@/server/http/read-body";
import { zodFieldErrors } from "@/server/http/zod-fields";
import { logger } from "@/server/log/logger";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";

export interface RouteOptions {
  /** Largest body the route reads, in bytes (413 above it). */
  maxBodyBytes?: number;
  /** The 413 message when the body is over maxBodyBytes (default: the limit in bytes). */
  tooLargeMessage?: string;
}

interface BaseContext {
  request: Request;
  db: Db;
  ip: string;
  /** The body as JSON (400 invalid_json when it is not), within the route's limit. */
  json(): Promise<unknown>;
  /** The body as form data (415 for other content types), within the route's limit. */
  formData(): Promise<FormData>;
}

export interface SiteRouteContext<P> extends BaseContext {
  site: Site;
  params: P;
}

export interface PlatformRouteContext<P> extends BaseContext {
  params: P;
}

type Segment<P> = { params: Promise<P> };

function context(request: Request, db: Db, options: RouteOptions & { zodWrapper?: string }): BaseContext {
  const limit = options.maxBodyBytes ?? FORM_BODY_LIMIT_BYTES;
  return {
    request,
    db,
    ip: clientIp(request),
    json: () => readJsonBody(request, limit, options.zodWrapper),
    formData: () => readFormBody(request, limit, options.tooLargeMessage),
  };
}

/** Every failure as JSON, mapped in this one place: AppError as is, zod as validation_failed. */
export function errorResponse(error: unknown, wrapper?: string, request?: Request): Response {
  if (error instanceof AppError) return error.toResponse();
  if (error instanceof ZodError) return validationError(zodFieldErrors(error, wrapper)).toResponse();
  // The front server's request id ties this line to its access-log line for the request.
  const reqId = request?.headers.get("x-request-id") ?? undefined;
  logger().error(
    { err: error, req_id: reqId, path: request ? new URL(request.url).pathname : undefined },
    "unhandled API error",
  );
  return new AppError("internal_error", "Something went wrong on our side. Please try again.").toResponse();
}

/**
 * The wrapper every tenant API route goes through: it finds the site from the
 * `host` segment (404 site_not_found JSON when there is none), gives the handler the body
 * readers with the route's size limit, and maps every error to JSON.
 */
export function siteRoute<P extends { host: string }>(
  handler: (ctx: SiteRouteContext<P>) => Promise<Response>,
  options: RouteOptions & { zodWrapper?: string } = {},
) {
  return async (request: Request, segment: Segment<P>): Promise<Response> => {
    try {
      const params = await segment.params;
      const site = await getSiteForHost(params.host);
      if (!site) {
        throw new AppError(
          "site_not_found",
          `No dealer site is served at ${safeDecodeURIComponent(params.host)}.`,
        );
      }
      const db = await getDb();
      return await handler({ ...context(request, db, options), site, params });
    } catch (error) {
      return errorResponse(error, options.zodWrapper, request);
    }
  };
}

/**
 * Wrong credentials (the dashboard API's basic credential, a dealership's feed key) one
 * client may send to the platform's API in 15 minutes; past that it gets 429 before its
 * credentials are checked. Counted in the shared store (rate-limit.ts), so every web process
 * sees every failure.
 */
const SIGN_IN_FAILURES: RateLimit = { name: "sign-in-failures", points: 20, windowSeconds: 15 * 60 };

/**
 * The same wrapper for routes of the bare platform host (no tenant). A route that answers
 * 401 (unauthorized) counts as a failed sign-in for the client (SIGN_IN_FAILURES).
 */
export function platformRoute<P extends object>(
  handler: (ctx: PlatformRouteContext<P>) => Promise<Response>,
  options: RouteOptions = {},
) {
  return async (request: Request, segment: Segment<P>): Promise<Response> => {
    // Only a request that presents credentials can fail a sign-in.
    const throttle = request.headers.has("authorization")
      ? signInThrottle(SIGN_IN_FAILURES, clientIp(request))
      : null;
    try {
      await throttle?.guard();
      const params = await segment.params;
      const db = await getDb();
      return await handler({ ...context(request, db, options), params });
    } catch (error) {
      if (throttle && error instanceof AppError && error.code === "unauthorized") {
        await throttle.fail().catch((failure) => logger().warn({ err: failure }, "sign-in throttle failed"));
      }
      return errorResponse(error, undefined, request);
    }
  };
}
