import "server-only";
import { z } from "zod";
import { platformOrigin } from "@/domain/tenancy/host-origin";
import { readJsonBody } from "@/server/http/read-body";
import { singleton } from "@/server/singleton";
import { platformAddress } from "@/server/sites/platform-address";

/** Where the stand-in lead webhook receiver lives on the platform host (local platform only). */
const LEAD_WEBHOOK_STAND_IN_PATH = "/demo-providers/lead-webhook";

type Answer = "fail" | "succeed";

/** The stand-in's one setting, in this process: it starts failing, like a CRM that is down. */
function state(): { answer: Answer; received: number } {
  return singleton("lead-webhook-stand-in", () => ({ answer: "fail" as Answer, received: 0 }));
}

/** The stand-in receiver's address on this platform (the demo seed's failing webhook). */
export function leadWebhookStandInUrl(): string {
  return `${platformOrigin(platformAddress())}${LEAD_WEBHOOK_STAND_IN_PATH}`;
}

/**
 * POST /demo-providers/lead-webhook: a CRM's webhook receiver for demos and browser tests. It
 * answers 503 while told to fail, 204 once told to succeed, so a delivery can be made to fail
 * and then retried from the console.
 */
export function receiveStandInWebhook(): Response {
  const current = state();
  current.received += 1;
  return current.answer === "fail"
    ? Response.json({ error: "The stand-in CRM is told to fail." }, { status: 503 })
    : new Response(null, { status: 204 });
}

const answerBody = z.object({ answer: z.enum(["fail", "succeed"]) }).strict();

/** PUT /demo-providers/lead-webhook/answer {answer: "fail" | "succeed"}: what it answers next. */
export async function setStandInWebhookAnswer(request: Request): Promise<Response> {
  const parsed = answerBody.safeParse(await readJsonBody(request, 256).catch(() => null));
  if (!parsed.success) {
    return Response.json({ error: 'Send {"answer": "fail"} or {"answer": "succeed"}.' }, { status: 422 });
  }
  state().answer = parsed.data.answer;
  return Response.json({ answer: parsed.data.answer, received: state().received });
}
