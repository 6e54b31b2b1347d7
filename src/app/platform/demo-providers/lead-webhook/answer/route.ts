// PUT /demo-providers/lead-webhook/answer {answer: "fail" | "succeed"} – tell the stand-in receiver what to answer
import { setStandInWebhookAnswer } from "@/server/leads/lead-webhook-stand-in";
import { refuseStandInOutsideLocal } from "@/server/payments/stand-ins/stand-in-guard";

export const dynamic = "force-dynamic";

export async function PUT(request: Request): Promise<Response> {
  return refuseStandInOutsideLocal() ?? setStandInWebhookAnswer(request);
}
