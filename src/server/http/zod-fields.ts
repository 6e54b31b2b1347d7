import "server-only";
import type { z } from "zod";

/**
 * A zod error as `{field: message}`: the first message for each field, the field named by
 * its path without the body's wrapper (["lead", "email"] → "email"; nested paths join with
 * dots: "skipped_steps.0.from"). An issue about the wrapper itself is reported on it ("lead").
 */
export function zodFieldErrors(error: z.ZodError, wrapper?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    let path = issue.path.map(String);
    if (wrapper !== undefined && path[0] === wrapper && path.length > 1) path = path.slice(1);
    const name = path.length > 0 ? path.join(".") : (wrapper ?? "body");
    fields[name] ??= issue.message;
  }
  return fields;
}
