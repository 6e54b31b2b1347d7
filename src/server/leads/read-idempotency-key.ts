import "server-only";
import { AppError } from "@/server/http/app-error";

const IDEMPOTENCY_HEADER = "idempotency-key";

/** A request's Idempotency-Key: null when absent or blank; 422 above 200 characters. */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return null;
  if (key.length > 200)
    throw new AppError("validation_failed", "Idempotency-Key is too long (200 characters at most).", {
      fields: { "Idempotency-Key": "At most 200 characters." },
    });
  return key;
}
