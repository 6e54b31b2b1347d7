import "server-only";
import { z } from "zod";
import { isSameSet, MAX_PHOTOS } from "@/domain/console/stock-photos";
import { changeCarPhotos, photoIdOf } from "@/server/console/console-car-photos";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { validationError } from "@/server/http/app-error";

const body = z
  .object({
    order: z
      .array(z.string().regex(/^[0-9a-f]{16}$/, "must be photo ids"), {
        error: "must be a list of photo ids",
      })
      .max(MAX_PHOTOS, `must be at most ${MAX_PHOTOS} photo ids`),
  })
  .strict();

/**
 * PUT /console/api/stock/{id}/photos {order: [photo id, …]}: the vehicle's photos in this
 * order. The list must hold every photo of the vehicle once, and nothing else (422 naming
 * `order` otherwise: a photo added or removed meanwhile is not silently lost or brought back).
 */
export async function reorderConsoleCarPhotos(ctx: ConsoleContext<{ id: string }>): Promise<Response> {
  const id = pathId(ctx.params.id, "vehicle");
  const parsed = body.safeParse(await ctx.json());
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys")
        for (const key of issue.keys) fields[key] ??= "is not a field of a reorder; send {order}";
      else fields[issue.path[0] === undefined ? "order" : String(issue.path[0])] ??= issue.message;
    }
    throw validationError(fields);
  }
  const { order } = parsed.data;
  return changeCarPhotos(ctx, id, "photo_reorder", (images) => {
    const ids = images.map((image) => photoIdOf(image.url));
    if (!isSameSet(ids, order)) {
      throw validationError({
        order: "must list each of the vehicle's photos once; reload the photos and try again",
      });
    }
    const left = [...images];
    return order.map((photoId) => {
      const at = left.findIndex((image) => photoIdOf(image.url) === photoId);
      return left.splice(at, 1)[0] as (typeof images)[number];
    });
  });
}
