// POST /demo-providers/stripe/v1/refunds – the Stripe stand-in: refund a payment
import { refuseStandInOutsideLocal } from "@/server/payments/stand-ins/stand-in-guard";
import { createRefund } from "@/server/payments/stripe/stripe-stand-in";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return refuseStandInOutsideLocal() ?? createRefund(request);
}
