import "server-only";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_CONTENT_TYPES } from "@/domain/console/stock-photos";
import { env, resolveDataPath } from "@/env";
import { changeCarPhotos, requireScopedCar } from "@/server/console/console-car-photos";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { AppError, validationError } from "@/server/http/app-error";
import { formatBytes, readBodyBytes } from "@/server/http/read-body";
import { PhotoError, storeVehiclePhoto } from "@/server/media/store-vehicle-photo";

const tooMany = () =>
  validationError({ photo: `a vehicle has at most ${MAX_PHOTOS} photos; remove one first` });

/**
 * POST /console/api/stock/{id}/photos, body the image file itself (Content-Type image/jpeg,
 * image/png or image/webp, so a cross-site form cannot send it without a CORS preflight):
 * at most 10 MB (413 from Content-Length or while reading) and 60 photos a vehicle (422).
 * The type is read from the bytes, not the header; the photo and its thumbnail are made and
 * stored by the media pipeline (store-vehicle-photo.ts), then added last to the car's photos.
 */
export async function addConsoleCarPhoto(ctx: ConsoleContext<{ id: string }>): Promise<Response> {
  const { db, scope, params, request } = ctx;
  const car = await requireScopedCar(db, scope, pathId(params.id, "vehicle"));
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(type)) {
    throw new AppError(
      "unsupported_media_type",
      "Send the photo as the file itself (Content-Type image/jpeg, image/png or image/webp).",
    );
  }
  if (car.images.length >= MAX_PHOTOS) throw tooMany();
  const bytes = await readBodyBytes(
    request,
    MAX_PHOTO_BYTES,
    `The photo is larger than ${formatBytes(MAX_PHOTO_BYTES)}; make it smaller.`,
  );
  let stored: Awaited<ReturnType<typeof storeVehiclePhoto>>;
  try {
    stored = await storeVehiclePhoto(resolveDataPath(env().MEDIA_DIR), bytes);
  } catch (error) {
    if (error instanceof PhotoError) throw validationError({ photo: error.message });
    throw error;
  }
  const response = await changeCarPhotos(ctx, car.id, "photo_add", (images) => {
    if (images.length >= MAX_PHOTOS) throw tooMany();
    return [...images, stored];
  });
  return new Response(response.body, { status: 201, headers: response.headers });
}
