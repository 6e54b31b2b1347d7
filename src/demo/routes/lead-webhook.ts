// POST /demo-providers/lead-webhook – a stand-in CRM webhook receiver that fails or succeeds as told;
// PUT /demo-providers/lead-webhook/answer {answer: "fail" | "succeed"} tells it which. Local only.
import { receiveStandInWebhook, setStandInWebhookAnswer } from "@/demo/leads/lead-webhook-stand-in";
import { refuseStandInOutsideLocal } from "@/demo/payments/stand-in-guard";

export async function POST(): Promise<Response> {
  return refuseStandInOutsideLocal() ?? receiveStandInWebhook();
}

export async function PUT(request: Request): Promise<Response> {
  return refuseStandInOutsideLocal() ?? setStandInWebhookAnswer(request);
}
