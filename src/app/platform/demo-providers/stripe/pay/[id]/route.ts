// GET/POST /demo-providers/stripe/pay/{id} – the Stripe stand-in's hosted page (src/demo), local only.
export { GET, POST } from "@/demo/routes/stripe-pay";

export const dynamic = "force-dynamic";
