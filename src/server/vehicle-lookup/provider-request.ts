import "server-only";
import { z } from "zod";
import { defined } from "@/domain/defined";
import { FETCH_RETRIES } from "@/domain/site/timings";

/** "Data fetch failure": the message when the answer names no error of its own. */
export function unexpectedErrorMessage(statusText?: string | null): string {
  const text = statusText?.trim();
  return text ? `An unexpected error occurred: ${text}` : "An unexpected error occurred";
}

/**
 * A lookup provider that gave no usable answer after its retries. "Data fetch failure":
 * the message is the body's error field, else 'An unexpected error occurred' plus the status
 * text; `status` is the provider's last HTTP status, null when none came (network, timeout).
 */
export class ProviderError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "ProviderError";
    this.status = status;
  }
}

export interface ProviderRequestOptions {
  fetch?: typeof fetch;
  /** Retries after a failed try (default 2). */
  retries?: number;
  /** Wait before retry n: n × this (default 200 ms). */
  retryDelayMs?: number;
  /** Per try (default 5 s). */
  timeoutMs?: number;
  logger?: Pick<Console, "warn" | "error">;
}

const nonBlank = z.string().refine((text) => text.trim() !== "");

/** A provider's error body: {"error": "…"} or {"error": {"message": "…"}}. */
const errorBodySchema = z.object({
  error: z.union([nonBlank, z.object({ message: nonBlank }).transform((error) => error.message)]),
});

function bodyError(body: unknown): string | null {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}

/**
 * One JSON request to a provider with the spec's client behaviour: a failed try
 * (no answer, a timeout, a non-OK status other than 404) is logged and retried 2 times, then a
 * ProviderError is raised. A 404 is an answer, "no such vehicle": null, not retried.
 */
export async function providerJson(
  label: string,
  url: string,
  init: RequestInit,
  options: ProviderRequestOptions = {},
): Promise<unknown | null> {
  const fetchImpl = options.fetch ?? fetch;
  const tries = (options.retries ?? FETCH_RETRIES) + 1;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const logger = options.logger ?? console;
  let failure: ProviderError | undefined;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (attempt > 1 && retryDelayMs > 0) await sleep(retryDelayMs * (attempt - 1));
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      failure = new ProviderError(
        unexpectedErrorMessage(error instanceof Error ? error.message : undefined),
        null,
        error,
      );
      logger.warn(
        `${label}: ${init.method ?? "GET"} failed (${failure.message}), try ${attempt} of ${tries}`,
      );
      continue;
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok && body !== undefined) return body;
    if (response.status === 404) return null;
    failure = new ProviderError(
      bodyError(body) ?? unexpectedErrorMessage(response.ok ? "the answer is not JSON" : response.statusText),
      response.status,
    );
    logger.warn(`${label}: answered ${response.status} (${failure.message}), try ${attempt} of ${tries}`);
  }
  const last = defined(failure, "the last try's failure");
  logger.error(`${label}: failed after ${tries} tries: ${last.message}`);
  throw last;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
