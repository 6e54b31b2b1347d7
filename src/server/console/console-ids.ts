import "server-only";
import { z } from "zod";
import { AppError } from "@/server/http/app-error";

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A path id: a positive integer, else 404 (a malformed id names nothing, like another tenant's). */
export function pathId(value: string | undefined, what: string): number {
  const parsed = id.safeParse(value);
  if (!parsed.success) throw new AppError("not_found", `No ${what} with that id.`);
  return parsed.data;
}
