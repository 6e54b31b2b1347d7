import "server-only";
import { createHash } from "node:crypto";

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What an Idempotency-Key is bound to: the method, the path and the body, with object keys
 * sorted so that the same lead serialised in another key order is still "the same body".
 */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method.toUpperCase()} ${path}\n`)
    .update(JSON.stringify(canonical(body)) ?? "")
    .digest("hex");
}
