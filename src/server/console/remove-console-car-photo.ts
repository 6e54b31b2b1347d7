import "server-only";
import { changeCarPhotos, photoIdOf } from "@/server/console/console-car-photos";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { AppError } from "@/server/http/app-error";

/**
 * DELETE /console/api/stock/{id}/photos/{photo}: the photo leaves the vehicle (its file stays,
 * as pages cached before may name it). A photo id that is not one of this vehicle's, like a
 * vehicle outside the scope, is 404.
 */
export async function removeConsoleCarPhoto(ctx: ConsoleContext<{ id: string; photo: string }>) {
  const id = pathId(ctx.params.id, "vehicle");
  const photo = ctx.params.photo;
  return changeCarPhotos(ctx, id, "photo_remove", (images) => {
    const at = images.findIndex((image) => photoIdOf(image.url) === photo);
    if (at === -1) throw new AppError("not_found", "No photo with that id on this vehicle.");
    return images.filter((_, i) => i !== at);
  });
}
