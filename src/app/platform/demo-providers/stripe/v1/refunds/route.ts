// POST /demo-providers/stripe/v1/refunds – the Stripe stand-in (src/demo), local only.
export { POST } from "@/demo/routes/stripe-refunds";

export const dynamic = "force-dynamic";
