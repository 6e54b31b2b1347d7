import type http from "node:http";
import { formatMegabytes } from "@/server/front/request-guard";

/**
 * Reads a request body completely before anything is sent to Next, within these bounds: its
 * size, a deadline for the whole body, a minimum rate (a body that stops arriving is cut
 * off), and a budget shared by every body being received at once, in which each client has a
 * bounded share and small bodies (every JSON API and webhook) keep a reserve that uploads
 * cannot take. A shopper on a slow line (or an attacker trickling bytes) then costs the front
 * server a little memory for a bounded time, never one of Next's connections, and one client
 * cannot fill the budget for everyone: Next only ever sees whole bodies, with their exact
 * Content-Length. A received body's bytes stay counted in the budget until the caller gives
 * them back (when Next has answered).
 */
export class BodyRefused extends Error {
  constructor(
    readonly status: 408 | 413 | 429 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** A body up to this size is small: every JSON API call, form post and webhook fits. */
const SMALL_BODY_BYTES = 64 * 1024;

export interface BodyBudgetLimits {
  /** Bytes all bodies being received (and not yet answered) may hold together. */
  total: number;
  /** Bytes the bodies of one client (its address through the trusted proxies) may hold. */
  perClient: number;
  /** Part of `total` only small bodies may use. */
  smallReserve: number;
}

/** One body's hold on the budget. */
export interface BodyHold {
  client: string;
  bytes: number;
  /** Past SMALL_BODY_BYTES (or declared so): counted against the part uploads may use. */
  large: boolean;
}

type TakeOutcome = "ok" | "client" | "busy";

/**
 * Bytes being received by all requests together. Large bodies (uploads) may use the total
 * less the small-body reserve; each client may hold at most `perClient`, and its small
 * bodies at most a quarter of the reserve, so neither an upload nor a flood of slow small
 * bodies from one address keeps another client's lead or webhook out.
 */
export class BodyBudget {
  used = 0;
  largeUsed = 0;
  private readonly clients = new Map<string, { all: number; small: number }>();
  readonly limits: BodyBudgetLimits;

  constructor(limits: BodyBudgetLimits) {
    const total = Math.max(limits.total, 1);
    const smallReserve = Math.min(Math.max(limits.smallReserve, 0), total);
    this.limits = { total, smallReserve, perClient: Math.max(limits.perClient, 1) };
  }

  /** What one client holds now (tests and metrics). */
  heldBy(client: string): number {
    return this.clients.get(client)?.all ?? 0;
  }

  /** Counts `bytes` more for `hold`; `large` when the body has become (or is declared) large. */
  take(hold: BodyHold, bytes: number, large: boolean): TakeOutcome {
    const { total, perClient, smallReserve } = this.limits;
    const client = this.clients.get(hold.client) ?? { all: 0, small: 0 };
    const promoted = large && !hold.large;
    if (client.all + bytes > perClient) return "client";
    if (!large && client.small + bytes > Math.max(smallReserve / 4, SMALL_BODY_BYTES)) return "client";
    if (this.used + bytes > total) return "busy";
    if (large && this.largeUsed + bytes + (promoted ? hold.bytes : 0) > total - smallReserve) return "busy";
    this.used += bytes;
    client.all += bytes;
    if (large) {
      this.largeUsed += bytes + (promoted ? hold.bytes : 0);
      if (promoted) client.small -= hold.bytes;
    } else client.small += bytes;
    this.clients.set(hold.client, client);
    hold.bytes += bytes;
    hold.large = large;
    return "ok";
  }

  /** Gives back everything `hold` took. */
  give(hold: BodyHold) {
    if (hold.bytes === 0) return;
    this.used -= hold.bytes;
    if (hold.large) this.largeUsed -= hold.bytes;
    const client = this.clients.get(hold.client);
    if (client) {
      client.all -= hold.bytes;
      if (!hold.large) client.small -= hold.bytes;
      if (client.all <= 0) this.clients.delete(hold.client);
    }
    hold.bytes = 0;
  }
}

export interface ReceiveBodyOptions {
  maxBytes: number;
  deadlineMs: number;
  budget: BodyBudget;
  /** Who sends it: the client address through the trusted proxies. */
  client: string;
  /** A body must bring at least this many bytes a second, over each progress window; 0: no minimum. */
  minBytesPerSecond: number;
  /** The window the minimum rate is measured over (ms). */
  progressWindowMs: number;
}

/** Resolves with the body and its hold on the budget (give it back when Next has answered). */
export function receiveBody(
  req: http.IncomingMessage,
  options: ReceiveBodyOptions,
): Promise<{ body: Buffer; hold: BodyHold }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const declared = Number(req.headers["content-length"] ?? 0);
    const hold: BodyHold = { client: options.client, bytes: 0, large: false };
    let size = 0;
    let sizeAtWindowStart = 0;
    let settled = false;
    const finish = (error: BodyRefused | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(progress);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
      if (error) {
        // Stop reading: the refusal is answered and the connection closed by the caller.
        req.pause();
        options.budget.give(hold);
        reject(error);
      } else resolve({ body: Buffer.concat(chunks, size), hold });
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > options.maxBytes) {
        finish(
          new BodyRefused(
            413,
            `The request body is too large: the limit is ${formatMegabytes(options.maxBytes)}.`,
          ),
        );
        return;
      }
      const large = declared > SMALL_BODY_BYTES || size + chunk.length > SMALL_BODY_BYTES;
      const taken = options.budget.take(hold, chunk.length, large);
      if (taken === "client") {
        finish(
          new BodyRefused(
            429,
            "Too many uploads from your address are being received at once. Please try again shortly.",
          ),
        );
        return;
      }
      if (taken === "busy") {
        finish(new BodyRefused(503, "The server is busy receiving other uploads. Please try again shortly."));
        return;
      }
      size += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = () => finish(new BodyRefused(408, "The request body was not received."));
    const onAborted = onError;
    const timer = setTimeout(
      () =>
        finish(
          new BodyRefused(
            408,
            `The request body did not arrive within ${Math.round(options.deadlineMs / 1000)} seconds.`,
          ),
        ),
      options.deadlineMs,
    );
    // An upload that makes no progress is cut off: each window must bring the minimum rate's
    // worth of bytes (a stalled upload would otherwise hold its bytes until the deadline).
    const minimum = (options.minBytesPerSecond * options.progressWindowMs) / 1000;
    const progress = setInterval(() => {
      if (minimum > 0 && size - sizeAtWindowStart < minimum)
        finish(
          new BodyRefused(
            408,
            `The request body arrived too slowly (under ${Math.max(1, Math.round(options.minBytesPerSecond / 1024))} KB a second).`,
          ),
        );
      sizeAtWindowStart = size;
    }, options.progressWindowMs);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}
