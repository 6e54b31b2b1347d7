// POST /demo-providers/lead-webhook – the stand-in CRM webhook receiver (src/demo), local only.
export { POST } from "@/demo/routes/lead-webhook";

export const dynamic = "force-dynamic";
