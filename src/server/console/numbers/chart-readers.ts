import type { NumbersChart, NumbersTable } from "@/domain/numbers/numbers-table";
import { deliveryTimes, failedDeliveries } from "@/server/console/numbers/delivery-times";
import { funnel } from "@/server/console/numbers/funnel";
import { leadsByCategory, leadsBySource } from "@/server/console/numbers/leads-by-day";
import type { NumbersFilter } from "@/server/console/numbers/numbers-filter";
import { phoneByDay } from "@/server/console/numbers/phone-by-day";
import { stockAgeing } from "@/server/console/numbers/stock-ageing";
import { topVehicles } from "@/server/console/numbers/top-vehicles";
import type { Db } from "@/server/db/client";

/** Each Numbers chart's reader (the console's route, the bench and the tests read through these). */
export const NUMBERS_CHART_READERS: Record<
  NumbersChart,
  (db: Db, filter: NumbersFilter) => Promise<NumbersTable>
> = {
  "leads-by-category": leadsByCategory,
  "leads-by-source": leadsBySource,
  "delivery-times": deliveryTimes,
  "failed-deliveries": failedDeliveries,
  funnel,
  "top-vehicles": topVehicles,
  "stock-ageing": stockAgeing,
  phone: phoneByDay,
};
