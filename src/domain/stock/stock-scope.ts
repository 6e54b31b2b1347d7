import type { StockScopeConfig } from "@/domain/config/site-config";

/**
 * Per-site stock scope (SPEC 2 preset searches, SPEC 9 per-site rules): the site
 * configuration's `stock.scope` (validated there) plus the sold window
 * (`stock.include_sold_cars_days`). The DB layer turns the same settings into SQL;
 * `matchesScope` is the reference meaning both must agree with.
 */
export type StockScope = Partial<Omit<StockScopeConfig, "preset_query">> & {
  /** SPEC 9: 3 by default, 7 on the range site */
  sold_window_days: number;
};
