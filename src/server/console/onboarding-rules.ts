import "server-only";
import { eq } from "drizzle-orm";
import type { ConsoleScope } from "@/server/console/console-scope";
import type { Db } from "@/server/db/client";
import { AppError, validationError } from "@/server/http/app-error";

/**
 * Who may onboard what (the screens ask; this decides): only an operator makes dealer
 * groups; an operator or a group admin makes dealerships, locations and sites inside their
 * scope; dealership staff make none of these (403: their role, not an id, is refused).
 */
export function requireOnboarder(scope: ConsoleScope, what: "group" | "dealer"): void {
  const { role } = scope.tenant;
  if (role === "operator") return;
  if (what === "dealer" && role === "group_admin") return;
  throw new AppError(
    "forbidden",
    what === "group"
      ? "Only a platform operator can create a dealer group."
      : "Your role cannot create dealerships, locations or sites.",
  );
}

/** 422 on `slug` when the table already has it (the unique index still has the last word). */
export async function requireFreeSlug(
  db: Db,
  // biome-ignore lint/suspicious/noExplicitAny: any table with a text slug column
  table: any,
  slug: string,
  label: string,
): Promise<void> {
  const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
  if (taken) throw validationError({ slug: `is already used by another ${label}` });
}
