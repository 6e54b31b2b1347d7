import "server-only";
import { parseStockEdit } from "@/domain/stock/feed-car";
import { type CarRow, changeConsoleCar } from "@/server/console/change-console-car";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { validationError } from "@/server/http/app-error";
import { settleDealerChange } from "@/server/payments/settle-dealer-change";
import { recordPriceChange } from "@/server/stock/record-price-change";

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
export async function editConsoleCar(ctx: ConsoleContext<{ id: string }>) {
  const id = pathId(ctx.params.id, "vehicle");
  const body = await ctx.json();
  const parsed = parseStockEdit(body);
  if (!parsed.ok) throw validationError(parsed.fields);
  const { edit } = parsed;
  const result = await changeConsoleCar(ctx, id, async (car, tx, now) => {
    const next: Partial<CarRow> = { ...edit };
    if (edit.status === "sold") {
      next.sold = true;
      next.sold_date_timestamp = car.sold_date_timestamp ?? now;
    } else if (edit.status) {
      next.sold = false;
      next.sold_date_timestamp = null;
    }
    const afterCar: CarRow = { ...car, ...next };
    const before = edited(car);
    const after = edited(afterCar);
    if (JSON.stringify(before) === JSON.stringify(after)) return null;
    const drop = await recordPriceChange(tx, {
      carId: car.id,
      from: car.price,
      to: afterCar.price,
      source: "console",
      now,
    });
    return { set: { ...next, ...drop }, action: "edit", before, after };
  });
  if (result.changed) await settleDealerChange(ctx.db, result.car.id);
  return Response.json({ vehicle: { id: result.car.id, ...edited(result.car) }, changed: result.changed });
}
