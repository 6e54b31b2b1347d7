// GET /demo-providers/stripe/v1/checkout/sessions/{id} – the Stripe stand-in (src/demo), local only.
export { GET } from "@/demo/routes/stripe-checkout-session";

export const dynamic = "force-dynamic";
