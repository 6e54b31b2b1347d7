import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { formSiteContextFor } from "@/domain/leads/form-site-context";
import { depositCents, MARKET_CURRENCY } from "@/domain/payments/deposit";
import { RESERVATION_EXPIRY_MINUTES } from "@/domain/payments/reservation-step";
import { reserveCarForm } from "@/domain/payments/reserve-car-form";
import { canReserve } from "@/domain/stock/checkout-eligibility";
import { reserveHref } from "@/domain/stock/vehicle-action-links";
import { type Db, getDb } from "@/server/db/client";
import { leads, reservations } from "@/server/db/schema/all";
import { AppError, validationError } from "@/server/http/app-error";
import { zodFieldErrors } from "@/server/http/zod-fields";
import { isValidLeadToken } from "@/server/leads/lead-token";
import type { PaymentCurrency } from "@/server/payments/payment-provider";
import { paymentProviderFor } from "@/server/payments/payment-provider-for";
import type { Site } from "@/server/sites/site";
import { getVehicle } from "@/server/stock/get-vehicle";

/**
 * What starts a reservation. The reserve page's form posts it; the purchase journey's last
 * step calls startReservation with it directly.
 */
export interface StartReservationInput {
  /** The car's slug on this site (the /cars/{slug} segment). */
  carSlug: string;
  /**
   * The shopper's details as typed, unvalidated: first_name, last_name, email, phone and
   * accept_terms (true / "on"). Checked with the enquiry forms' field rules and messages; a
   * wrong one throws validation_failed naming the field.
   */
  details: Record<string, unknown>;
  /**
   * The site's origin the shopper is on (e.g. "https://www.harbourcity.com.au"): the provider
   * sends the shopper back to `{origin}/cars/{slug}/{checkout|buy-online}/return`.
   */
  origin: string;
  /**
   * The purchase journey's lead and its token (from the lead's POST): when both are valid for
   * this site, the reservation is attached to that lead. Anything else is ignored.
   */
  sourceLead?: { id: number; token: string } | null;
  now?: Date;
}

export interface StartedReservation {
  /** The provider's hosted payment page: send the shopper there (a 303 or location.assign). */
  redirectUrl: string;
  reservationId: string;
}

export function hashReservationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The return page of a reservation, with the secret that lets its shopper see it. */
function reservationReturnPath(site: Pick<Site, "config">, slug: string, id: string, token: string) {
  return `${reserveHref(slug, site.config.commerce.reserve_path)}/return?reservation=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
}

async function attachableLead(db: Db, site: Site, source: StartReservationInput["sourceLead"]) {
  if (!source || !isValidLeadToken(site.id, source.id, source.token)) return null;
  const [lead] = await db
    .select({ id: leads.id, website_id: leads.website_id })
    .from(leads)
    .where(eq(leads.id, source.id));
  return lead && lead.website_id === site.id ? lead.id : null;
}

/**
 * Starts a reservation: checks the shopper's details and that the car can be reserved now
 *, computes the deposit on the server in integer cents (the car's processor's
 * deposit_amount, in the market's currency), stores the pending reservation and creates the
 * payment on the provider's hosted page. No card data ever reaches Forecourt.
 */
export async function startReservation(
  site: Site,
  input: StartReservationInput,
): Promise<StartedReservation> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const parsed = buildFormSchema(reserveCarForm, formSiteContextFor(site)).safeParse(input.details);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error));
  const details: Record<string, unknown> = parsed.data;
  const commerce = site.config.commerce;
  const provider = commerce.payment_provider;
  const notReservable = new AppError("car_not_reservable", "This car can no longer be reserved online.");
  if (!provider || !commerce.checkout_enabled) throw notReservable;
  const found = await getVehicle(db, { site, slug: input.carSlug, now });
  if (found.kind !== "listed") throw new AppError("not_found", "No such car on this site.");
  const car = found.car;
  if (!canReserve(car, commerce)) throw notReservable;
  const amountCents = depositCents(car.payment_processors, provider);
  if (amountCents === null) throw notReservable;
  const adapter = await paymentProviderFor(db, { provider, dealershipId: car.dealership_id });

  // The provider's hosted page closes when the reservation expires (Stripe's minimum is 30 minutes).
  const expiresAt = new Date(now.getTime() + RESERVATION_EXPIRY_MINUTES * 60_000 + 60_000);
  const id = `res_${randomBytes(16).toString("base64url")}`;
  const token = randomBytes(24).toString("base64url");
  const currency: PaymentCurrency = MARKET_CURRENCY[site.market];
  const shopper = {
    first_name: String(details.first_name ?? ""),
    last_name: String(details.last_name ?? ""),
    email: String(details.email ?? ""),
    phone: String(details.phone ?? ""),
  };
  await db.insert(reservations).values({
    id,
    website_id: site.id,
    dealership_id: car.dealership_id,
    car_id: car.id,
    source_lead_id: await attachableLead(db, site, input.sourceLead),
    provider,
    amount_cents: amountCents,
    currency,
    shopper,
    token_hash: hashReservationToken(token),
    expires_at: expiresAt,
    created_at: now,
    updated_at: now,
  });
  const returnUrl = `${input.origin}${reservationReturnPath(site, car.slug, id, token)}`;
  const created = await adapter.createPayment({
    reference: id,
    amountCents,
    currency,
    description: `Deposit: ${car.name}`,
    customerEmail: shopper.email,
    returnUrl,
    cancelUrl: `${returnUrl}&cancelled=1`,
    notificationUrl: `${input.origin}/api/payments/${provider}/webhook`,
    idempotencyKey: id,
    expiresAt,
  });
  await db
    .update(reservations)
    .set({ payment_id: created.paymentId, updated_at: now })
    .where(eq(reservations.id, id));
  return { redirectUrl: created.redirectUrl, reservationId: id };
}
