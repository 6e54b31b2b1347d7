import type { PaymentCurrency, PaymentState } from "@/domain/payments/payment-types";
import { RESERVATION_EXPIRY_MINUTES, type RefundReason } from "@/domain/payments/reservation-step";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";

const LOCALE: Record<PaymentCurrency, PriceLocale> = { AUD: "en-AU", NZD: "en-NZ", USD: "en-US" };

/** A deposit as the shopper reads it: "$500 AUD". */
export function depositText(amountCents: number, currency: PaymentCurrency): string {
  return `${formatPrice(amountCents, LOCALE[currency])} ${currency}`;
}

export interface ReservationOutcome {
  /** paid | pending | failed | expired | lost_race | refunded | cancelled: also the page's data-state. */
  kind: "paid" | "pending" | "failed" | "expired" | "lost_race" | "refunded" | "cancelled";
  heading: string;
  message: string;
  /** Nothing was charged and the car may still be free: the page offers "Try again". */
  retry: boolean;
}

/**
 * Did the shopper leave the payment rather than run out of time? The return link says so
 * (`cancelled=1`, Stripe and Windcave), or the provider ended the payment before the
 * reservation's time was up (an Adyen payment link the shopper abandoned reports "expired").
 */
export function shopperCancelled(input: {
  state: PaymentState;
  cancelledParam: boolean;
  createdAt: Date;
  now: Date;
}): boolean {
  if (input.state !== "pending" && input.state !== "expired") return false;
  if (input.cancelledParam) return true;
  const timeUp = input.createdAt.getTime() + RESERVATION_EXPIRY_MINUTES * 60_000;
  return input.state === "expired" && input.now.getTime() < timeUp;
}

const CANCELLED: ReservationOutcome = {
  kind: "cancelled",
  heading: "You cancelled the payment",
  message:
    "You left the payment page without paying, so nothing was charged and the car is not reserved. You can try again while the car is still available.",
  retry: true,
};

/**
 * What the return page tells the shopper (the true state and what happens
 * next). `cancelled` is the shopper coming back from the provider's page without paying.
 */
export function reservationOutcome(input: {
  state: PaymentState;
  refundReason: RefundReason | null;
  cancelled: boolean;
  siteName: string;
  deposit: string;
}): ReservationOutcome {
  const { state, deposit, siteName } = input;
  if (input.cancelled && (state === "pending" || state === "expired")) return CANCELLED;
  switch (state) {
    case "paid":
      return {
        kind: "paid",
        heading: "This car is reserved for you",
        message: `Your deposit of ${deposit} is paid. ${siteName} will contact you shortly to arrange the next steps, and a confirmation is on its way to your email.`,
        retry: false,
      };
    case "pending":
      return {
        kind: "pending",
        heading: "Confirming your payment",
        message:
          "We are waiting for the payment provider to confirm your payment. This page updates when it does; you will also get an email.",
        retry: false,
      };
    case "failed":
      return {
        kind: "failed",
        heading: "Your payment did not go through",
        message:
          "The card was declined: nothing was charged and the car is not reserved. You can try again with another card, or contact the dealer.",
        retry: true,
      };
    case "expired":
      return {
        kind: "expired",
        heading: "Your reservation expired",
        message:
          "The payment was not completed in time, so nothing was charged and the car is not reserved. You can start again while it is still available.",
        retry: true,
      };
    case "refunded":
      return input.refundReason === "lost_race"
        ? {
            kind: "lost_race",
            heading: "Someone reserved this car just before you",
            message: `Another shopper's payment for this car went through first. Your deposit of ${deposit} has been refunded in full; it can take a few days to appear. We have emailed you the details.`,
            retry: false,
          }
        : {
            kind: "refunded",
            heading: "Your deposit was refunded",
            message: `Your deposit of ${deposit} has been refunded in full; it can take a few days to appear. ${siteName} can tell you more.`,
            retry: false,
          };
  }
}

/** The shopper's confirmation email of a paid reservation. */
export function reservationConfirmationMail(input: {
  siteName: string;
  carName: string;
  deposit: string;
  firstName: string;
  reference: string;
}): { subject: string; text: string } {
  return {
    subject: `Your reservation of the ${input.carName} is confirmed`,
    text: [
      `Hi ${input.firstName},`,
      "",
      `Thank you: your deposit of ${input.deposit} for the ${input.carName} is paid, and the car is reserved for you.`,
      `${input.siteName} will contact you shortly to arrange the next steps.`,
      "",
      `Reservation reference: ${input.reference}`,
    ].join("\n"),
  };
}

/** The shopper's email when a payment could not reserve the car and was refunded. */
export function reservationRefundMail(input: {
  siteName: string;
  carName: string;
  deposit: string;
  firstName: string;
  reason: RefundReason;
  reference: string;
}): { subject: string; text: string } {
  const why =
    input.reason === "lost_race"
      ? `Another shopper's payment for the ${input.carName} went through just before yours, so the car could not be reserved for you.`
      : `Your reservation of the ${input.carName} could not be kept.`;
  return {
    subject: `Your deposit for the ${input.carName} has been refunded`,
    text: [
      `Hi ${input.firstName},`,
      "",
      why,
      `Your deposit of ${input.deposit} has been refunded in full; it can take a few days to appear on your statement.`,
      `${input.siteName} would be glad to help you find a similar car.`,
      "",
      `Reservation reference: ${input.reference}`,
    ].join("\n"),
  };
}
