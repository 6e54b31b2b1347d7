import "server-only";
import { idParam } from "@/domain/input/id-param";
import { formPageTouch } from "@/domain/leads/attribution";
import { buildLeadPayload } from "@/domain/leads/build-lead-payload";
import { isMultiStep } from "@/domain/leads/form-steps";
import { formDefinitionById } from "@/domain/leads/forms/form-registry";
import {
  LEAD_ID_FIELD,
  LEAD_TOKEN_FIELD,
  NO_SCRIPT_FIELDS,
  PAGE_FIELD,
  parseLeadToken,
  parseStep,
  STEP_FIELD,
  safePagePath,
  stepUrl,
} from "@/domain/leads/no-script-steps";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, isHoneypotFilled } from "@/domain/leads/spam-guard";
import { successUrl } from "@/domain/leads/success-url";
import type { Db } from "@/server/db/client";
import { AppError, validationError } from "@/server/http/app-error";
import { checkMockLead, MOCK_LEAD_ID } from "@/server/leads/check-mock-lead";
import { enforceLeadRateLimit, enforceNoScriptLeadRateLimit } from "@/server/leads/enforce-lead-rate-limit";
import { leadUpdateToken } from "@/server/leads/lead-token";
import { readFormValues } from "@/server/leads/read-form-values";
import { requestHash } from "@/server/leads/request-hash";
import { verifyCaptcha } from "@/server/leads/verify-captcha";
import { writeLead } from "@/server/leads/write-lead";
import type { Site } from "@/server/sites/site";

/**
 * Whether a Referer is on the host the shopper asked for (the Host header: behind the front
 * server the request's own URL names the inner address); a malformed one (`http://[`) is not.
 */
function sameHost(referer: string, host: string): boolean {
  try {
    return new URL(referer, `http://${host}`).host === host;
  } catch {
    return false;
  }
}

/** The path of a same-site referer: where the form was, when the post did not say. */
function refererPath(back: string | null): string {
  return safePagePath(back ? new URL(back).pathname : null) ?? "/";
}

export interface NoScriptFormPost {
  site: Site;
  formId: string;
  data: FormData;
  /** The client address (rate limits). */
  ip: string;
  /** The request's Host: a Referer on another host is not followed. */
  host: string;
  referer: string | null;
  userAgent: string;
}

/**
 * A form posted without JavaScript (its Server Action, send-no-script-form.ts): the same lead
 * intake as POST /api/leads for a browser that cannot run the form's script. The post
 * (single-step forms) is turned into the payload and written by writeLead; the answer is
 * where to go next, /success. A multi-step form posts each step in turn (no-script-steps.ts):
 * the first creates the incomplete lead, later ones update it with its token, and each but the
 * last is answered with the form page at the next step. On a site that asks for the captcha, a
 * post without its token is taken under the honeypot and the no-JavaScript rate limit
 * instead; a token, if sent, must verify. A post that cannot be sent throws its AppError.
 */
export async function receiveNoScriptForm(db: Db, post: NoScriptFormPost): Promise<string> {
  const { site, data, referer } = post;
  const back = referer && sameHost(referer, post.host) ? referer : null;
  const form = formDefinitionById(post.formId);
  if (!form) throw new AppError("not_found", "There is no such form.");
  await enforceLeadRateLimit({ site, ip: post.ip });
  const values = readFormValues(data);
  // A multi-step form posts one step at a time (no-script-steps.ts); a single-step form
  // is always its step 0.
  const total = form.steps.length;
  const step = isMultiStep(form) ? parseStep(values[STEP_FIELD], total) : 0;
  if (step === null) throw validationError({ [STEP_FIELD]: "This form step does not exist." });
  const leadId = idParam(values[LEAD_ID_FIELD]);
  const token = parseLeadToken(values[LEAD_TOKEN_FIELD]);
  // The lead a step continues (writeLead checks that the token is this lead's).
  const continued = leadId !== null && token !== null ? { leadId, token } : null;
  const page = safePagePath(values[PAGE_FIELD]);
  for (const name of NO_SCRIPT_FIELDS) delete values[name];
  if (step > 0 && !continued) {
    throw validationError({
      [LEAD_ID_FIELD]: "This step continues an enquiry that was not found. Please start again.",
    });
  }
  const last = step === total - 1;
  if (isHoneypotFilled(values[HONEYPOT_FIELD])) {
    // Answered like a success (the same redirect), so a bot cannot tell it was caught.
    return successUrl(form.category, {});
  }
  // Without JavaScript the browser cannot run the spam check: the enquiry is still taken,
  // under the honeypot (above) and a much tighter per-client limit. A
  // later step updates the lead its first step created, with that lead's own token.
  const token0 = values[CAPTCHA_FIELD];
  const noScript =
    !continued && site.config.forms.captcha && (typeof token0 !== "string" || token0.trim() === "");
  if (noScript) await enforceNoScriptLeadRateLimit({ site, ip: post.ip });
  const captcha = noScript || continued ? null : await verifyCaptcha({ site, payload: token0 });
  delete values[CAPTCHA_FIELD];
  // An unticked HTML checkbox is simply absent; a ticked one says "on". Only this step's
  // boxes were on the page: an earlier step's answer stays as the lead holds it.
  for (const field of form.steps[step]?.fields ?? []) {
    if (field.type === "check" || field.type === "opt-in")
      values[field.name] = values[field.name] !== undefined;
  }
  // Without JavaScript the device keeps no attribution: the form page's own address is the
  // one touch the post can carry, when it holds a click id or UTM value.
  const touch = back ? formPageTouch(back, new Date()) : null;
  const body = buildLeadPayload(values, {
    category: form.category,
    subcategory: form.subcategory,
    website_slug: site.slug,
    url: referer ?? `http://${post.host}/`,
    user_agent: post.userAgent,
    lead_id: continued?.leadId ?? null,
    partial: !last,
    step_number: step,
    attribution: touch ? { first_touch: touch, last_touch: touch } : null,
  });
  body.lead.form_id = form.id;
  const hash = requestHash("POST", `/forms/${form.id}`, body);
  // Mock mode (forms.mock_leads): checked the same way, nothing stored or delivered. A later
  // step of a multi-step form has no stored lead to be checked with, so only its redirect runs.
  let lead: { id: number; token: string };
  if (site.config.forms.mock_leads) {
    if (step === 0) checkMockLead({ site, body, leadId: null });
    const id = continued?.leadId ?? MOCK_LEAD_ID;
    lead = { id, token: continued?.token ?? leadUpdateToken(site.id, id) };
  } else {
    const lead0 = continued ? { id: continued.leadId, token: continued.token } : null;
    ({ lead } = await writeLead(db, { site, lead: lead0, body, requestHash: hash, captcha }));
  }
  if (!last) {
    return stepUrl(page ?? refererPath(back), step + 1, lead);
  }
  const carType = typeof values.car_type === "string" ? values.car_type : undefined;
  const chosen = typeof values.category === "string" && values.category.trim() ? values.category : null;
  const category = site.config.forms.success_category ?? chosen ?? form.successCategory ?? form.category;
  return successUrl(category, carType ? { car_type: carType } : {});
}
