"use server";
import "server-only";
import { headers } from "next/headers";
import { RedirectType, redirect } from "next/navigation";
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

/**
 * The Server Action a lead form posts to when the browser runs no JavaScript (the form's
 * `action`, bound to the form's id by lead-form-config.ts; with JavaScript the form sends
 * JSON to /api/leads instead). The post is the page's own address, so it works wherever the
 * form is shown (proxy.ts rewrites it to the site's page like any other request). A post that
 * is sent is answered with a redirect (303) to /success or to the next step's page; one that
 * cannot be is answered with the form page again, rendered in the site's shell with this
 * answer above the fields: why, each field to fix, and what was typed.
 */
export async function sendNoScriptForm(
  formId: string,
  _previous: NoScriptFormAnswer | null,
  data: FormData,
): Promise<NoScriptFormAnswer> {
  const request = await headers();
  const host = request.get("host") ?? "";
  let location: string;
  try {
    const site = await getSiteForHost(host);
    if (!site) throw new AppError("site_not_found", "No dealer site is served here.");
    location = await receiveNoScriptForm(await getDb(), {
      site,
      formId,
      data,
      ip: clientIp({ headers: request }),
      host,
      referer: request.get("referer"),
      userAgent: request.get("user-agent") ?? "",
    });
  } catch (error) {
    const values = keptValues(formId, data);
    if (error instanceof AppError)
      return { status: error.status, message: error.message, fields: error.fields ?? {}, values };
    logger().error({ err: error, form: formId }, "no-script form post failed");
    return {
      status: 500,
      message: "Something went wrong on our side. Please try again.",
      fields: {},
      values,
    };
  }
  redirect(location, RedirectType.push);
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
