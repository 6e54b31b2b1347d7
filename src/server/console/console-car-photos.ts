import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CarImage } from "@/domain/stock/car-facts";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { recordConsoleAudit } from "@/server/console/record-console-audit";
import { carsInScope } from "@/server/console/stock-scope";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import { listDealershipWebsites } from "@/server/feed/feed-websites";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
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
 * One change to a car's photos: the row locked, `change` given its photos (it throws to
 * refuse), the row, its thumbnails, count and main picture written with the audit row in one
 * transaction; then the car's, the dealership's and each carrying site's stock tags expire,
 * so the vehicle page shows it on the next request. A change that changes nothing writes nothing.
 */
export async function changeCarPhotos(
  { db, scope, staff }: Pick<ConsoleContext<object>, "db" | "scope" | "staff">,
  carId: number,
  action: "photo_add" | "photo_reorder" | "photo_remove",
  change: (images: CarImage[]) => CarImage[],
): Promise<Response> {
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [car] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.id, carId), carsInScope(scope)))
      .for("update");
    if (!car) throw new AppError("not_found", "No vehicle with that id.");
    const images = change([...car.images]);
    const changed = JSON.stringify(images) !== JSON.stringify(car.images);
    if (!changed) return { car, images, changed, sites: [] };
    await tx
      .update(cars)
      .set({
        images,
        thumbnails: images.map((image) => image.thumb),
        image_count: images.length,
        primary_image_url: nextPrimary(car.primary_image_url, car.images, images),
        updated_at: now,
      })
      .where(eq(cars.id, car.id));
    await recordConsoleAudit(tx, {
      staff,
      dealershipId: car.dealership_id,
      entity: "car",
      entityId: car.id,
      action,
      before: { photos: car.images.map((image) => image.url) },
      after: { photos: images.map((image) => image.url) },
      now,
    });
    return { car, images, changed, sites: await listDealershipWebsites(tx, car.dealership_id) };
  });
  if (result.changed) {
    revalidateStockChange({
      carIds: [result.car.id],
      dealershipId: result.car.dealership_id,
      websiteIds: result.sites.map((site) => site.id),
    });
  }
  return Response.json({ photos: photoViews(result.images), changed: result.changed });
}

/** GET /console/api/stock/{id}/photos: the vehicle's photos in order, each with its id. */
export async function listConsoleCarPhotos({ db, scope, params }: ConsoleContext<{ id: string }>) {
  const car = await requireScopedCar(db, scope, pathId(params.id, "vehicle"));
  return Response.json({
    vehicle: { id: car.id, name: car.name, slug: car.slug },
    photos: photoViews(car.images),
  });
}
