import "server-only";
import { and, eq } from "drizzle-orm";
import { parseStockEdit } from "@/domain/stock/feed-car";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { recordConsoleAudit } from "@/server/console/record-console-audit";
import { carsInScope } from "@/server/console/stock-scope";
import { cars } from "@/server/db/schema/all";
import { listDealershipWebsites } from "@/server/feed/feed-websites";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
import { AppError, validationError } from "@/server/http/app-error";
import { settleDealerChange } from "@/server/payments/settle-dealer-change";
import { recordPriceChange } from "@/server/stock/record-price-change";

type CarRow = typeof cars.$inferSelect;

/** The fields an edit can touch, as the audit records them (money in cents). */
function edited(car: CarRow) {
  return {
    price: car.price,
    status: car.status,
    sold: car.sold,
    sold_date_timestamp: car.sold_date_timestamp?.toISOString() ?? null,
    tag: car.tag,
    certified: car.certified,
    show_on_dealer_website: car.show_on_dealer_website,
  };
}

/**
 * PATCH /console/api/stock/{id} {price?, status?, tag?, certified?, show_on_dealer_website?}:
 * the fields sent change, under the feed's rules (price in dollars, like the feed). Status
 * sold is "mark sold" (the sold flag and date set, as the feed does); back in stock clears
 * them. In one transaction with its audit row; then the car's, the dealership's and each
 * carrying site's cache tags expire (the next page view shows it, and the price-drop alert
 * job reads the new price from the row), and a reserved car now sold has its deposit kept or
 * refunded as the site is configured.
 */
export async function editConsoleCar({ db, scope, staff, params, json }: ConsoleContext<{ id: string }>) {
  const id = pathId(params.id, "vehicle");
  const body = await json();
  const parsed = parseStockEdit(body);
  if (!parsed.ok) throw validationError(parsed.fields);
  const { edit } = parsed;
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [car] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.id, id), carsInScope(scope)))
      .for("update");
    if (!car) throw new AppError("not_found", "No vehicle with that id.");
    const next: Partial<CarRow> = { ...edit };
    if (edit.status === "sold") {
      next.sold = true;
      next.sold_date_timestamp = car.sold_date_timestamp ?? now;
    } else if (edit.status) {
      next.sold = false;
      next.sold_date_timestamp = null;
    }
    const after: CarRow = { ...car, ...next };
    const before = edited(car);
    const changed = JSON.stringify(before) !== JSON.stringify(edited(after));
    if (changed) {
      const drop = await recordPriceChange(tx, {
        carId: car.id,
        from: car.price,
        to: after.price,
        source: "console",
        now,
      });
      await tx
        .update(cars)
        .set({ ...next, ...drop, updated_at: now })
        .where(eq(cars.id, car.id));
      await recordConsoleAudit(tx, {
        staff,
        dealershipId: car.dealership_id,
        entity: "car",
        entityId: car.id,
        action: "edit",
        before,
        after: edited(after),
        now,
      });
    }
    const sites = changed ? await listDealershipWebsites(tx, car.dealership_id) : [];
    return { car: after, changed, sites };
  });
  if (result.changed) {
    await revalidateStockChange({
      carIds: [result.car.id],
      dealershipId: result.car.dealership_id,
      websiteIds: result.sites.map((s) => s.id),
    });
    await settleDealerChange(db, result.car.id);
  }
  return Response.json({ vehicle: { id: result.car.id, ...edited(result.car) }, changed: result.changed });
}
