import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { unsafeStringReason } from "@/domain/input/input-safety";
import { payment_accounts } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { readBodyBytes } from "@/server/http/read-body";
import type { SiteRouteContext } from "@/server/http/route-handler";
import { logger } from "@/server/log/logger";
import { applyPaymentState } from "@/server/payments/apply-payment-state";
import type { PaymentEvent, PaymentProvider, PaymentProviderName } from "@/server/payments/payment-provider";
import { paymentProviderFor } from "@/server/payments/payment-provider-for";

const PROVIDERS: readonly PaymentProviderName[] = ["stripe", "adyen", "windcave"];
/** A provider notification is a few KB. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * POST (or, for Windcave, GET) /api/payments/{provider}/webhook on a site's host: verifies the notification with the
 * signing secret of one of the site's dealerships' accounts (an unverifiable one is 401,
 * nothing applied), then applies each event (idempotent by event id, safe out of order).
 * Answers 200 once applied, so the provider stops retrying.
 */
export async function receivePaymentWebhook(
  ctx: SiteRouteContext<{ host: string; provider: string }>,
): Promise<Response> {
  const { site, db, request } = ctx;
  const name = PROVIDERS.find((provider) => provider === ctx.params.provider);
  if (name === undefined || site.config.commerce.payment_provider !== name) {
    throw new AppError("not_found", "This site takes no payments with that provider.");
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
  let verified: { provider: PaymentProvider; events: PaymentEvent[] } | null = null;
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
    if (events) {
      verified = { provider, events };
      break;
    }
  }
  if (!verified) throw new AppError("unauthorized", "The notification's signature could not be verified.");
  // A reference the database cannot hold (a NUL) is refused before it is looked up (issue #26).
  for (const event of verified.events) {
    for (const [field, value] of [
      ["reference", event.reference],
      ["event id", event.eventId],
      ["payment reference", event.paymentRef ?? ""],
    ] as const) {
      const problem = unsafeStringReason(value);
      if (problem)
        throw new AppError("invalid_json", `The notification's ${field} ${problem}.`, {
          fields: { [field]: problem },
        });
    }
  }
  for (const event of verified.events) {
    const outcome = await applyPaymentState(db, {
      site,
      provider: verified.provider,
      report: {
        reservationId: event.reference,
        state: event.state,
        occurredAt: event.occurredAt,
        eventId: event.eventId,
        ...(event.paymentRef ? { paymentRef: event.paymentRef } : {}),
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
