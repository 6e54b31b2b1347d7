// GET /demo-providers/stripe/v1/checkout/sessions/{id} – the Stripe stand-in: retrieve a Checkout Session
import { refuseStandInOutsideLocal } from "@/demo/payments/stand-in-guard";
import { retrieveCheckoutSession } from "@/demo/payments/stripe/stripe-stand-in";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return refuseStandInOutsideLocal() ?? retrieveCheckoutSession(request, (await params).id);
}
