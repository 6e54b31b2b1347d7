// POST /api/payments/{provider}/webhook – a payment provider's signed notification (issue #12)
import { siteRoute } from "@/server/http/route-handler";
import { receivePaymentWebhook } from "@/server/payments/receive-payment-webhook";

export const dynamic = "force-dynamic";

export const POST = siteRoute<{ host: string; provider: string }>(receivePaymentWebhook);
