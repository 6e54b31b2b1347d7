// POST /demo-providers/stripe/v1/checkout/sessions – the Stripe stand-in (src/demo), local only.
export { POST } from "@/demo/routes/stripe-checkout-sessions";

export const dynamic = "force-dynamic";
