import "server-only";
import { formDefinitionById } from "@/domain/leads/forms/form-registry";
import { NO_SCRIPT_FIELDS, type NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from "@/domain/leads/spam-guard";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/http/app-error";
import { clientIp } from "@/server/http/client-ip";
import { readFormValues } from "@/server/leads/read-form-values";
import { receiveNoScriptForm } from "@/server/leads/receive-no-script-form";
import { logger } from "@/server/log/logger";
import { getSiteForHost } from "@/server/sites/get-site";

/** Longest value handed back to the page for the shopper to keep. */
const MAX_KEPT_VALUE = 5000;
const ENGINE_FIELDS = new Set<string>([...NO_SCRIPT_FIELDS, CAPTCHA_FIELD, HONEYPOT_FIELD]);

/** Where a form post without JavaScript goes next (303), or why it could not be sent. */
export type NoScriptPostResult =
  | { kind: "redirect"; location: string }
  | { kind: "answer"; answer: NoScriptFormAnswer };

/**
 * A lead form posted without JavaScript, whichever renderer the page is on: Next's Server
 * Action (send-no-script-form.ts) and Astro's form pages (src/astro/lib/form-page.ts) both
 * run it. The site is the Host's; the intake is receiveNoScriptForm's (the same as
 * POST /api/leads: honeypot, rate limits, captcha, multi-step fields). A post that is sent is
 * a redirect to /success or to the next step's page; one that cannot be is the answer to show
 * above the form again, with what was typed.
 */
export async function answerNoScriptPost(
  formId: string,
  data: FormData,
  headers: Pick<Headers, "get">,
): Promise<NoScriptPostResult> {
  const host = headers.get("host") ?? "";
  try {
    const site = await getSiteForHost(host);
    if (!site) throw new AppError("site_not_found", "No dealer site is served here.");
    const location = await receiveNoScriptForm(await getDb(), {
      site,
      formId,
      data,
      ip: clientIp({ headers: headers as Headers }),
      host,
      referer: headers.get("referer"),
      userAgent: headers.get("user-agent") ?? "",
    });
    return { kind: "redirect", location };
  } catch (error) {
    const values = keptValues(formId, data);
    if (error instanceof AppError)
      return {
        kind: "answer",
        answer: { status: error.status, message: error.message, fields: error.fields ?? {}, values },
      };
    logger().error({ err: error, form: formId }, "no-script form post failed");
    return {
      kind: "answer",
      answer: {
        status: 500,
        message: "Something went wrong on our side. Please try again.",
        fields: {},
        values,
      },
    };
  }
}

/** What the shopper typed, to fill the form again: ticked boxes as true, no engine fields. */
function keptValues(formId: string, data: FormData): NoScriptFormAnswer["values"] {
  const checks = new Set(
    formDefinitionById(formId)
      ?.steps.flatMap((step) => step.fields)
      .filter((field) => field.type === "check" || field.type === "opt-in")
      .map((field) => field.name),
  );
  const kept: Record<string, string | string[] | boolean> = {};
  for (const [name, value] of Object.entries(readFormValues(data))) {
    if (ENGINE_FIELDS.has(name) || name.startsWith("$ACTION")) continue;
    if (checks.has(name)) kept[name] = true;
    else if (typeof value === "string") kept[name] = value.slice(0, MAX_KEPT_VALUE);
    else if (Array.isArray(value)) kept[name] = value.map((v: string) => v.slice(0, MAX_KEPT_VALUE));
  }
  return kept;
}
