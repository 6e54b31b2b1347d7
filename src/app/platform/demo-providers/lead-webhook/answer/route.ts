// PUT /demo-providers/lead-webhook/answer – tells the stand-in CRM receiver to fail or succeed (src/demo), local only.
export { PUT } from "@/demo/routes/lead-webhook";

export const dynamic = "force-dynamic";
