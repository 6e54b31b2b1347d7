import type http from "node:http";
import { formatMegabytes } from "@/server/front/request-guard";

/**
 * Reads a request body completely before anything is sent to Next, within three bounds:
 * its size, a deadline for the whole body, and a budget shared by every body being received
 * at once. A shopper on a slow line (or an attacker trickling bytes) then costs the front
 * server a little memory for a bounded time, never one of Next's connections: Next only ever
 * sees whole bodies, with their exact Content-Length. A received body's bytes stay counted
 * in the budget until the caller gives them back (when Next has taken the body).
 */
export class BodyRefused extends Error {
  constructor(
    readonly status: 408 | 413 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** Bytes being received by all requests together; a body that would pass `limit` is refused. */
export class BodyBudget {
  used = 0;
  constructor(readonly limit: number) {}
  take(bytes: number): boolean {
    if (this.used + bytes > this.limit) return false;
    this.used += bytes;
    return true;
  }
  give(bytes: number) {
    this.used -= bytes;
  }
}

export function receiveBody(
  req: http.IncomingMessage,
  options: { maxBytes: number; deadlineMs: number; budget: BodyBudget },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error: BodyRefused | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
      if (error) {
        // Stop reading: the refusal is answered and the connection closed by the caller.
        req.pause();
        options.budget.give(size);
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
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
      if (!options.budget.take(chunk.length)) {
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
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}
