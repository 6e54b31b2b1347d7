import "server-only";
import { and, eq } from "drizzle-orm";
import type { ConsoleContext } from "@/server/console/console-route";
import { recordConsoleAudit } from "@/server/console/record-console-audit";
import { carsInScope } from "@/server/console/stock-scope";
import type { Tx } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import { listDealershipWebsites } from "@/server/feed/feed-websites";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
import { AppError } from "@/server/http/app-error";

export type CarRow = typeof cars.$inferSelect;

/** What a console change does to a car: the columns it sets, and its audit row. */
export interface ConsoleCarChange {
  set: Partial<CarRow>;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One console change to a car in the member's scope: the row locked (outside the scope, 404
 * like a missing one), `plan` given it (it throws to refuse, may write the change's own rows
 * in the transaction, and answers null when nothing changes), then the columns set (with
 * updated_at) and the audit row written in that one transaction. After it commits, the car's,
 * the dealership's and each carrying site's stock tags expire, so the next page view shows it.
 * A change that changes nothing writes and expires nothing. Answers the car as it now is.
 */
export async function changeConsoleCar(
  { db, scope, staff }: Pick<ConsoleContext<object>, "db" | "scope" | "staff">,
  carId: number,
  plan: (car: CarRow, tx: Tx, now: Date) => Promise<ConsoleCarChange | null> | ConsoleCarChange | null,
): Promise<{ car: CarRow; changed: boolean }> {
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [car] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.id, carId), carsInScope(scope)))
      .for("update");
    if (!car) throw new AppError("not_found", "No vehicle with that id.");
    const change = await plan(car, tx, now);
    if (!change) return { car, changed: false, sites: [] };
    const set = { ...change.set, updated_at: now };
    await tx.update(cars).set(set).where(eq(cars.id, car.id));
    await recordConsoleAudit(tx, {
      staff,
      dealershipId: car.dealership_id,
      entity: "car",
      entityId: car.id,
      action: change.action,
      before: change.before,
      after: change.after,
      now,
    });
    const sites = await listDealershipWebsites(tx, car.dealership_id);
    return { car: { ...car, ...set }, changed: true, sites };
  });
  if (result.changed) {
    await revalidateStockChange({
      carIds: [result.car.id],
      dealershipId: result.car.dealership_id,
      websiteIds: result.sites.map((site) => site.id),
    });
  }
  return { car: result.car, changed: result.changed };
}
