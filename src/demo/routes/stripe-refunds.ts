// POST /demo-providers/stripe/v1/refunds – the Stripe stand-in: refund a payment
import { refuseStandInOutsideLocal } from "@/demo/payments/stand-in-guard";
import { createRefund } from "@/demo/payments/stripe/stripe-stand-in";

export async function POST(request: Request): Promise<Response> {
  return refuseStandInOutsideLocal() ?? createRefund(request);
}
