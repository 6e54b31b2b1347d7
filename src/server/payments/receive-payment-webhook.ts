import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { unsafeStringReason } from "@/domain/input/input-safety";
import { env } from "@/env";
import { payment_accounts, reservations } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { readBodyBytes } from "@/server/http/read-body";
import type { SiteRouteContext } from "@/server/http/route-handler";
import { logger } from "@/server/log/logger";
import { applyPaymentState } from "@/server/payments/apply-payment-state";
import type { PaymentEvent, PaymentProvider, PaymentProviderName } from "@/server/payments/payment-provider";
import { paymentProviderFor } from "@/server/payments/payment-provider-for";
import { recordPaymentRefusal } from "@/server/payments/record-payment-refusal";

const PROVIDERS: readonly PaymentProviderName[] = ["stripe", "adyen", "windcave"];
/** A provider notification is a few KB. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/** One of the site's dealerships' accounts that verified the notification. */
interface Verified {
  dealershipId: number;
  provider: PaymentProvider;
  events: PaymentEvent[];
}

/**
 * POST (or, for Windcave, GET) /api/payments/{provider}/webhook on a site's host. The
 * notification is verified with each of the site's dealerships' accounts (none verifies it:
 * 401, nothing applied). Each event is then held to the money rule:
 * - its reservation's own dealership must be one that verified it (an event signed with
 *   another dealership's secret is refused);
 * - its payment id, amount and currency must be the reservation's (`applyPaymentState`).
 * A refused event is recorded (`payment_refusals`, the "payment event refused" log line) and
 * never applied; the answer is still 200 (the event is genuine, it is simply not about this
 * reservation's payment, and the provider should stop sending it).
 * Windcave's notification makes this server call Windcave, so it is rate-limited per client
 * and site before any call.
 */
export async function receivePaymentWebhook(
  ctx: SiteRouteContext<{ host: string; provider: string }>,
): Promise<Response> {
  const { site, db, request } = ctx;
  const name = PROVIDERS.find((provider) => provider === ctx.params.provider);
  if (name === undefined || site.config.commerce.payment_provider !== name) {
    throw new AppError("not_found", "This site takes no payments with that provider.");
  }
  if (name === "windcave") {
    const { PAYMENT_NOTIFICATION_RATE_LIMIT, LEAD_RATE_LIMIT_WINDOW_SECONDS } = env();
    await enforceRateLimit(
      {
        name: "payment-notification",
        points: PAYMENT_NOTIFICATION_RATE_LIMIT,
        windowSeconds: LEAD_RATE_LIMIT_WINDOW_SECONDS,
      },
      { site, ip: ctx.ip },
    );
  }
  // Windcave may call its notification URL with GET (`?sessionId=…`): the query is the body.
  const raw =
    request.method === "GET"
      ? new URL(request.url).search.slice(0, MAX_WEBHOOK_BYTES)
      : new TextDecoder().decode(await readBodyBytes(request, MAX_WEBHOOK_BYTES));
  const accounts = await db
    .select({ dealership_id: payment_accounts.dealership_id })
    .from(payment_accounts)
    .where(
      and(
        eq(payment_accounts.provider, name),
        inArray(
          payment_accounts.dealership_id,
          site.dealerships.map((d) => d.id),
        ),
      ),
    );
  // Every account is tried (a site has a handful of dealerships): the event's reservation
  // decides below which dealership's verification counts.
  const verified: Verified[] = [];
  for (const account of accounts) {
    const provider = await paymentProviderFor(db, {
      provider: name,
      dealershipId: account.dealership_id,
    }).catch(() => null);
    if (!provider) continue;
    const events = await provider.parseWebhook(raw, request.headers).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "unauthorized") return null;
      throw error;
    });
    if (events) verified.push({ dealershipId: account.dealership_id, provider, events });
  }
  const first = verified[0];
  if (!first) throw new AppError("unauthorized", "The notification's signature could not be verified.");
  // A reference the database cannot hold (a NUL) is refused before it is looked up.
  for (const event of first.events) {
    for (const [field, value] of [
      ["reference", event.reference],
      ["event id", event.eventId],
      ["payment reference", event.paymentRef ?? ""],
      ["payment id", event.paymentId],
      ["currency", event.currency],
    ] as const) {
      const problem = unsafeStringReason(value);
      if (problem)
        throw new AppError("invalid_json", `The notification's ${field} ${problem}.`, {
          fields: { [field]: problem },
        });
    }
  }
  for (const event of first.events) {
    const [reservation] = await db
      .select({ id: reservations.id, dealership_id: reservations.dealership_id })
      .from(reservations)
      .where(and(eq(reservations.id, event.reference), eq(reservations.website_id, site.id)));
    const own = reservation && verified.find((v) => v.dealershipId === reservation.dealership_id);
    if (reservation && !own) {
      await recordPaymentRefusal(db, {
        site,
        reservation,
        provider: name,
        eventId: event.eventId,
        reason: "other_dealership",
        detail: {
          paymentId: event.paymentId,
          amountCents: event.amountCents,
          currency: event.currency,
          state: event.state,
          signedBy: verified.map((v) => v.dealershipId),
        },
      });
      continue;
    }
    const outcome = await applyPaymentState(db, {
      site,
      provider: (own ?? first).provider,
      report: {
        reservationId: event.reference,
        state: event.state,
        occurredAt: event.occurredAt,
        eventId: event.eventId,
        ...(event.paymentRef ? { paymentRef: event.paymentRef } : {}),
        money: { paymentId: event.paymentId, amountCents: event.amountCents, currency: event.currency },
      },
    });
    logger().info({ provider: name, event: event.eventId, outcome }, "payment webhook applied");
  }
  // Adyen retries a notification until the answer is the text "[accepted]".
  if (name === "adyen")
    return new Response("[accepted]", {
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  return Response.json({ received: true }, { headers: { "cache-control": "no-store" } });
}
