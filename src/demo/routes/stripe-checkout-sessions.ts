// POST /demo-providers/stripe/v1/checkout/sessions – the Stripe stand-in: create a Checkout Session
import { refuseStandInOutsideLocal } from "@/demo/payments/stand-in-guard";
import { createCheckoutSession } from "@/demo/payments/stripe/stripe-stand-in";

export async function POST(request: Request): Promise<Response> {
  return refuseStandInOutsideLocal() ?? createCheckoutSession(request);
}
