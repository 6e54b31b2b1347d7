import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CarImage } from "@/domain/stock/car-facts";
import { changeConsoleCar } from "@/server/console/change-console-car";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { carsInScope } from "@/server/console/stock-scope";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

/**
 * A photo's id in the console: a hash of its address, so it names the same photo whatever
 * its place (a move and a removal at the same time cannot hit the wrong one). The photos are
 * the car row's `images`, as the feed writes them; they have no rows of their own.
 */
export function photoIdOf(url: string): string {
  return createHash("sha256").update(url).digest("hex").slice(0, 16);
}

export interface PhotoView {
  id: string;
  url: string;
  thumb: string;
}

function photoViews(images: readonly CarImage[]): PhotoView[] {
  return images.map((image) => ({
    id: photoIdOf(image.url),
    url: image.url,
    thumb: image.thumb || image.url,
  }));
}

/** The car in the member's scope, or 404 like a missing one. */
export async function requireScopedCar(db: Db, scope: ConsoleContext<object>["scope"], id: number) {
  const [car] = await db
    .select({ id: cars.id, name: cars.name, slug: cars.slug, images: cars.images })
    .from(cars)
    .where(and(eq(cars.id, id), carsInScope(scope)))
    .limit(1);
  if (!car) throw new AppError("not_found", "No vehicle with that id.");
  return car;
}

/**
 * The main picture after the photos change: the new first photo when the main picture was
 * none or one of the photos (the feed's default), else the one the feed set apart (a
 * placeholder stays one; the sites swap it for the first photo anyway).
 */
function nextPrimary(primary: string | null, before: readonly CarImage[], after: readonly CarImage[]) {
  if (primary === null || before.some((image) => image.url === primary)) return after[0]?.url ?? null;
  return primary;
}

/**
 * One change to a car's photos (changeConsoleCar: locked, audited, its stock tags expired
 * after): `change` is given its photos (it throws to refuse), and the row's photos,
 * thumbnails, count and main picture are written. A change that changes nothing writes nothing.
 */
export async function changeCarPhotos(
  ctx: Pick<ConsoleContext<object>, "db" | "scope" | "staff">,
  carId: number,
  action: "photo_add" | "photo_reorder" | "photo_remove",
  change: (images: CarImage[]) => CarImage[],
): Promise<Response> {
  const result = await changeConsoleCar(ctx, carId, (car) => {
    const images = change([...car.images]);
    if (JSON.stringify(images) === JSON.stringify(car.images)) return null;
    return {
      set: {
        images,
        thumbnails: images.map((image) => image.thumb),
        image_count: images.length,
        primary_image_url: nextPrimary(car.primary_image_url, car.images, images),
      },
      action,
      before: { photos: car.images.map((image) => image.url) },
      after: { photos: images.map((image) => image.url) },
    };
  });
  return Response.json({ photos: photoViews(result.car.images), changed: result.changed });
}

/** GET /console/api/stock/{id}/photos: the vehicle's photos in order, each with its id. */
export async function listConsoleCarPhotos({ db, scope, params }: ConsoleContext<{ id: string }>) {
  const car = await requireScopedCar(db, scope, pathId(params.id, "vehicle"));
  return Response.json({
    vehicle: { id: car.id, name: car.name, slug: car.slug },
    photos: photoViews(car.images),
  });
}
