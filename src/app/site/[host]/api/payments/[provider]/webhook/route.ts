// POST /api/payments/{provider}/webhook – a payment provider's notification;
// GET too, for Windcave's `notificationUrl?sessionId=…` (unsigned: the adapter asks the API).
import { siteRoute } from "@/server/http/route-handler";
import { receivePaymentWebhook } from "@/server/payments/receive-payment-webhook";

export const dynamic = "force-dynamic";

export const POST = siteRoute<{ host: string; provider: string }>(receivePaymentWebhook);
export const GET = POST;
