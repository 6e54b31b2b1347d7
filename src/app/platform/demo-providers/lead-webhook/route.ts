// POST /demo-providers/lead-webhook – a stand-in CRM webhook receiver that fails or succeeds as told
import { refuseStandInOutsideLocal } from "@/server/payments/stand-ins/stand-in-guard";
import { receiveStandInWebhook } from "@/server/leads/lead-webhook-stand-in";

export const dynamic = "force-dynamic";

export async function POST(): Promise<Response> {
  return refuseStandInOutsideLocal() ?? receiveStandInWebhook();
}
