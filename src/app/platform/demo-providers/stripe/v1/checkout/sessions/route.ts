// POST /demo-providers/stripe/v1/checkout/sessions – the Stripe stand-in: create a Checkout Session
import { refuseStandInOutsideLocal } from "@/server/payments/stand-ins/stand-in-guard";
import { createCheckoutSession } from "@/server/payments/stripe/stripe-stand-in";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return refuseStandInOutsideLocal() ?? createCheckoutSession(request);
}
