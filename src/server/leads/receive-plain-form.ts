import "server-only";
import { inkFor, readableOnLight } from "../../domain/config/theme";
import { buildLeadPayload } from "../../domain/leads/build-lead-payload";
import { formDefinitionById } from "../../domain/leads/forms/form-registry";
import { isMultiStep } from "../../domain/leads/is-multi-step";
import { SUBMIT_ERROR } from "../../domain/leads/messages";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, isHoneypotFilled } from "../../domain/leads/spam-guard";
import { successUrl } from "../../domain/leads/success-url";
import { AppError } from "../http/app-error";
import type { SiteRouteContext } from "../http/route-handler";
import { logger } from "../log/logger";
import type { Site } from "../sites/site";
import { sitePrimaryLocation } from "../sites/site-primary-location";
import { checkMockLead } from "./check-mock-lead";
import { createLead } from "./create-lead";
import { enforceLeadRateLimit, enforceNoScriptLeadRateLimit } from "./enforce-lead-rate-limit";
import { requestHash } from "./request-hash";
import { verifyCaptcha } from "./verify-captcha";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * The answer to a form that could not be sent, for a browser without JavaScript: a page in the
 * site's colours with its name, what to fix, the way back to the form, the home page and the
 * dealer's phone number, so the shopper is never left at a dead end.
 */
function errorPage(
  site: Pick<Site, "name" | "phone" | "config" | "locations" | "dealership_id">,
  message: string,
  fields: Record<string, string> | undefined,
  back: string | null,
  status: number,
) {
  const { primary } = site.config.theme;
  const ink = inkFor(primary);
  const link = readableOnLight(primary);
  const items = Object.entries(fields ?? {})
    .map(([name, text]) => `<li><strong>${escapeHtml(name)}</strong>: ${escapeHtml(text)}</li>`)
    .join("");
  // The number the site's header shows.
  const number = site.phone ?? sitePrimaryLocation(site)?.contact_detail.phone ?? null;
  const phone = number
    ? `<p>Or call us on <a href="tel:${escapeHtml(number.replace(/[^\d+]/g, ""))}">${escapeHtml(number)}</a>.</p>`
    : "";
  const css = `body{margin:0;font-family:system-ui,sans-serif;color:#111827;line-height:1.5}header{background:${primary};color:${ink};padding:1rem}header a{color:${ink};font-weight:800;text-decoration:none;font-size:1.125rem}main{max-width:40rem;margin:2rem auto;padding:0 1rem}a{color:${link}}.actions a{display:inline-block;margin:0 1rem .5rem 0;font-weight:600}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(SUBMIT_ERROR)} | ${escapeHtml(site.name)}</title><style>${css}</style></head><body><header><a href="/">${escapeHtml(site.name)}</a></header><main><h1>${escapeHtml(SUBMIT_ERROR)}</h1><p role="alert">${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ""}<p class="actions">${back ? `<a href="${escapeHtml(back)}">Go back to the form</a>` : ""}<a href="/">Home page</a></p>${phone}</main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

/**
 * Whether a Referer is on the host the shopper asked for (the Host header: behind the front
 * server the request's own URL names the inner address); a malformed one (`http://[`) is not.
 */
function sameHost(referer: string, request: Request): boolean {
  try {
    const host = request.headers.get("host") ?? new URL(request.url).host;
    return new URL(referer, request.url).host === host;
  } catch {
    return false;
  }
}

/**
 * POST /forms/{formId}: the same lead intake for a browser without JavaScript. A plain HTML
 * form post (single-step forms) is turned into the SPEC 3 payload, written exactly like
 * POST /api/leads, and answered with a redirect to /success, or an HTML page naming the
 * fields to fix. On a site that asks for the captcha, a post without its token is taken
 * under the honeypot and the no-JavaScript rate limit instead; a token, if sent, must verify.
 */
export async function receivePlainForm(
  ctx: SiteRouteContext<{ host: string; formId: string }>,
): Promise<Response> {
  const { request, site, db, params } = ctx;
  const referer = request.headers.get("referer");
  const back = referer && sameHost(referer, request) ? referer : null;
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
    // Without JavaScript the browser cannot run the spam check: the enquiry is still taken,
    // under the honeypot (above) and a much tighter per-client limit (issue 19, item 8).
    const token = values[CAPTCHA_FIELD];
    const noScript = site.config.forms.captcha && (typeof token !== "string" || token.trim() === "");
    if (noScript) await enforceNoScriptLeadRateLimit({ site, ip: ctx.ip });
    const captcha = noScript ? null : await verifyCaptcha({ site, payload: token });
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
    // Mock mode (forms.mock_leads): checked the same way, nothing stored or delivered.
    if (site.config.forms.mock_leads) checkMockLead({ site, body, leadId: null });
    else
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
    if (error instanceof AppError) return errorPage(site, error.message, error.fields, back, error.status);
    logger().error({ err: error, form: params.formId }, "plain form post failed");
    return errorPage(site, "Something went wrong on our side. Please try again.", undefined, back, 500);
  }
}
