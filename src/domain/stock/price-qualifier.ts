import type { PriceMode } from "@/domain/stock/price-display";

/**
 * What an Australian price includes, said beside it. A car whose feed
 * gives a drive-away price (`dapprice`, registration and stamp duty included) different from
 * its price shows the price "excl. government charges" and the drive-away price under it; one
 * whose drive-away price equals its price is "drive away". Otherwise the dealer's configured
 * words (`labels.price_qualifier`, e.g. "Drive away" for a used-car yard) or nothing. A
 * dealer whose prices are before GST (`labels.prices_exclude_gst`, a truck dealer) says
 * "excl. GST" instead. A hire or subscription rate has no qualifier.
 */
export interface PriceQualifier {
  /** Words after the main price. */
  qualifier: string | null;
  /** A drive-away price to show under the main one, in cents. */
  driveAwayCents: number | null;
}

export function priceQualifier(
  car: { price: number | null; dapprice?: number | null },
  opts: { mode: PriceMode; configured: string | null; excludesGst?: boolean },
): PriceQualifier {
  const none = { qualifier: null, driveAwayCents: null };
  if (opts.mode !== "sale" || car.price == null || car.price <= 0) return none;
  // A dealer whose prices are before GST says so whatever else the feed gives.
  if (opts.excludesGst) return { qualifier: "excl. GST", driveAwayCents: null };
  const dap = car.dapprice ?? null;
  if (dap != null && dap > 0) {
    if (dap === car.price) return { qualifier: "drive away", driveAwayCents: null };
    if (dap > car.price) return { qualifier: "excl. government charges", driveAwayCents: dap };
  }
  const configured = opts.configured?.trim();
  return configured ? { qualifier: configured, driveAwayCents: null } : none;
}
