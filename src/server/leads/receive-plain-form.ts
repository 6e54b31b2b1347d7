import "server-only";
import { buildLeadPayload } from "../../domain/leads/build-lead-payload";
import { formDefinitionById } from "../../domain/leads/forms/form-registry";
import { isMultiStep } from "../../domain/leads/is-multi-step";
import { SUBMIT_ERROR } from "../../domain/leads/messages";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, isHoneypotFilled } from "../../domain/leads/spam-guard";
import { successUrl } from "../../domain/leads/success-url";
import { AppError } from "../http/app-error";
import type { SiteRouteContext } from "../http/route-handler";
import { logger } from "../log/logger";
import { createLead } from "./create-lead";
import { enforceLeadRateLimit } from "./enforce-lead-rate-limit";
import { requestHash } from "./request-hash";
import { verifyCaptcha } from "./verify-captcha";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function errorPage(
  message: string,
  fields: Record<string, string> | undefined,
  back: string | null,
  status: number,
) {
  const items = Object.entries(fields ?? {})
    .map(([name, text]) => `<li><strong>${escapeHtml(name)}</strong>: ${escapeHtml(text)}</li>`)
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(SUBMIT_ERROR)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><main><h1>${escapeHtml(SUBMIT_ERROR)}</h1><p role="alert">${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ""}${back ? `<p><a href="${escapeHtml(back)}">Go back to the form</a></p>` : ""}</main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

/** Whether a Referer is on the request's own host; a malformed one (`http://[`) is not. */
function sameHost(referer: string, requestUrl: string): boolean {
  try {
    return new URL(referer, requestUrl).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

/**
 * POST /forms/{formId}: the same lead intake for a browser without JavaScript. A plain HTML
 * form post (single-step forms) is turned into the SPEC 3 payload, written exactly like
 * POST /api/leads, and answered with a redirect to /success, or an HTML page naming the
 * fields to fix. Sites that ask for the captcha need JavaScript for it (it fails closed).
 */
export async function receivePlainForm(
  ctx: SiteRouteContext<{ host: string; formId: string }>,
): Promise<Response> {
  const { request, site, db, params } = ctx;
  const referer = request.headers.get("referer");
  const back = referer && sameHost(referer, request.url) ? referer : null;
  try {
    const form = formDefinitionById(params.formId);
    if (!form || isMultiStep(form)) throw new AppError("not_found", "There is no such form.");
    await enforceLeadRateLimit({ site, ip: ctx.ip });
    const data = await ctx.formData();
    const values: Record<string, unknown> = {};
    for (const key of new Set(data.keys())) {
      const all = data.getAll(key).filter((v): v is string => typeof v === "string");
      values[key] = all.length > 1 ? all : all[0];
    }
    if (isHoneypotFilled(values[HONEYPOT_FIELD])) {
      // Answered like a success (the same redirect), so a bot cannot tell it was caught.
      return new Response(null, { status: 303, headers: { location: successUrl(form.category, {}) } });
    }
    const captcha = await verifyCaptcha({ site, payload: values[CAPTCHA_FIELD] }).catch((error) => {
      if (error instanceof AppError && error.code === "captcha_required") {
        throw new AppError(
          "captcha_required",
          "This site checks for spam in your browser: please turn on JavaScript, or call us.",
        );
      }
      throw error;
    });
    delete values[CAPTCHA_FIELD];
    // An unticked HTML checkbox is simply absent; a ticked one says "on".
    for (const field of form.steps.flatMap((step) => step.fields)) {
      if (field.type === "check" || field.type === "opt-in")
        values[field.name] = values[field.name] !== undefined;
    }
    const body = buildLeadPayload(values, {
      category: form.category,
      subcategory: form.subcategory,
      website_slug: site.slug,
      url: referer ?? request.url,
      user_agent: request.headers.get("user-agent") ?? "",
      partial: false,
      step_number: form.steps.length - 1,
    });
    body.lead.form_id = form.id;
    await createLead(db, {
      site,
      body,
      requestHash: requestHash("POST", new URL(request.url).pathname, body),
      captcha,
    });
    const carType = typeof values.car_type === "string" ? values.car_type : undefined;
    const chosen = typeof values.category === "string" && values.category.trim() ? values.category : null;
    const category = site.config.forms.success_category ?? chosen ?? form.successCategory ?? form.category;
    const target = successUrl(category, carType ? { car_type: carType } : {});
    return new Response(null, { status: 303, headers: { location: target } });
  } catch (error) {
    if (error instanceof AppError) return errorPage(error.message, error.fields, back, error.status);
    logger().error({ err: error, form: params.formId }, "plain form post failed");
    return errorPage("Something went wrong on our side. Please try again.", undefined, back, 500);
  }
}
