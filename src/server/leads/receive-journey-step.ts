import "server-only";
import { randomBytes } from "node:crypto";
import { defined } from "@/domain/defined";
import { idParam } from "@/domain/input/id-param";
import { buildLeadPayload } from "@/domain/leads/build-lead-payload";
import { FULFILMENT, purchaseForm, TRADE_IN } from "@/domain/leads/forms/purchase";
import {
  encodeJourneyFlash,
  JOURNEY_FLASH_COOKIE,
  JOURNEY_FLASH_MAX_AGE_SECONDS,
  JOURNEY_FLASH_PARAM,
} from "@/domain/leads/journey-flash";
import { INVALID_OPTION } from "@/domain/leads/messages";
import { LEAD_ID_FIELD, LEAD_TOKEN_FIELD, parseLeadToken, STEP_FIELD } from "@/domain/leads/no-script-steps";
import {
  CAR_FIELD,
  DEPOSIT_STEP,
  journeyHref,
  journeySettings,
  journeyUnavailableReason,
  LOOKUP_FIELD,
  parseJourneyStep,
  RETURN_FIELD,
  REVIEW_STEP,
  SKIP_FIELD,
  TRADE_IN_STEP,
} from "@/domain/leads/purchase-journey";
import { CAPTCHA_FIELD } from "@/domain/leads/spam-guard";
import { validateLeadSubmission } from "@/domain/leads/validate-lead-submission";
import { isValidVehicleSlug } from "@/domain/stock/vehicle-paths";
import { AppError, validationError } from "@/server/http/app-error";
import type { SiteRouteContext } from "@/server/http/route-handler";
import { enforceLeadRateLimit, enforceNoScriptLeadRateLimit } from "@/server/leads/enforce-lead-rate-limit";
import { findJourneyLead } from "@/server/leads/find-journey-lead";
import { lookUpJourneyTradeIn } from "@/server/leads/look-up-journey-trade-in";
import { readFormValues } from "@/server/leads/read-form-values";
import { requestHash } from "@/server/leads/request-hash";
import { type VerifiedCaptcha, verifyCaptcha } from "@/server/leads/verify-captcha";
import { writeLead } from "@/server/leads/write-lead";
import { logger } from "@/server/log/logger";
import { getVehicle } from "@/server/stock/get-vehicle";

const ENGINE_FIELDS = [
  STEP_FIELD,
  LEAD_ID_FIELD,
  LEAD_TOKEN_FIELD,
  CAR_FIELD,
  SKIP_FIELD,
  RETURN_FIELD,
  LOOKUP_FIELD,
];
const MAX_FLASH_VALUE = 500;
/** The journey's page; without a car it is not found. */
const JOURNEY_PATH = "/checkout-journey";

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

function flashCookie(value: string | null): string {
  const attributes = `Path=/checkout-journey; HttpOnly; SameSite=Lax`;
  return value === null
    ? `${JOURNEY_FLASH_COOKIE}=; Max-Age=0; ${attributes}`
    : `${JOURNEY_FLASH_COOKIE}=${value}; Max-Age=${JOURNEY_FLASH_MAX_AGE_SECONDS}; ${attributes}`;
}

/**
 * POST /checkout-journey/step: one step of the online purchase journey, an ordinary form post
 * (so it works by keyboard and without JavaScript). The first step creates the purchase lead
 * exactly like POST /api/leads, each later one updates it with its token like PUT
 * /api/leads/{id} (the lead's stored answers are checked with it), and the review's confirm
 * sends it complete. Each is answered with the journey's next step; a step that does not pass
 * its checks (or is refused: rate limit, spam check) is shown again with the shopper's answers
 * and the messages, nothing stored. Every answer is a redirect to the journey's own page.
 */
export async function receiveJourneyStep(ctx: SiteRouteContext<{ host: string }>): Promise<Response> {
  const { request, site, db } = ctx;
  let slug: string | null = null;
  let step: number | null = null;
  let lead: { id: number; token: string } | null = null;
  // The lead the post named, as named (the journey's page says whether it is this car's).
  let asked: { id: number; token: string } | null = null;
  let answers: Record<string, string> = {};
  try {
    const data = await ctx.formData();
    const values = readFormValues(data);
    const car_slug = typeof values[CAR_FIELD] === "string" ? values[CAR_FIELD] : "";
    if (!isValidVehicleSlug(car_slug)) throw new AppError("not_found", "There is no such car on this site.");
    slug = car_slug;
    // Counted once the post names a car, so a refusal can be shown on that car's journey.
    await enforceLeadRateLimit({ site, ip: ctx.ip });
    step = parseJourneyStep(values[STEP_FIELD]);
    if (step === null || step > REVIEW_STEP) {
      throw validationError({ [STEP_FIELD]: "This step of the journey does not exist." });
    }
    const now = new Date();
    const found = await getVehicle(db, { site, slug, now });
    if (found.kind !== "listed") throw new AppError("not_found", "There is no such car on this site.");
    const car = found.car;
    const unavailable = journeyUnavailableReason(car, journeySettings(site.config));
    if (unavailable) throw new AppError("not_found", unavailable);

    const leadId = idParam(values[LEAD_ID_FIELD]);
    const token = parseLeadToken(values[LEAD_TOKEN_FIELD]);
    if (leadId !== null) asked = { id: leadId, token: token ?? "" };
    const stored = leadId !== null ? await findJourneyLead(db, { site, leadId, token }) : null;
    if (leadId !== null && (!stored || stored.car_id !== car.id)) {
      throw new AppError("lead_not_found", "There is no such lead on this site.");
    }
    if (step > 0 && !stored) {
      throw validationError({
        [LEAD_ID_FIELD]: "This step continues a purchase that was not found. Please start again.",
      });
    }
    if (stored) lead = { id: stored.id, token: stored.token };
    if (stored?.complete) {
      throw new AppError(
        "lead_already_completed",
        "This purchase was already sent; go on to pay the deposit.",
      );
    }
    const returnToReview = values[RETURN_FIELD] === "review";
    const lookup = values[LOOKUP_FIELD] !== undefined;
    const skip = values[SKIP_FIELD] !== undefined;
    const captchaValue = values[CAPTCHA_FIELD];
    for (const name of [...ENGINE_FIELDS, CAPTCHA_FIELD]) delete values[name];

    const { fields } = defined(purchaseForm.steps[step], `purchase step ${step}`);
    if (step === TRADE_IN_STEP && skip) {
      // "Skip": no trade-in, whatever was typed in the trade-in fields.
      for (const field of fields) delete values[field.name];
      values.has_trade_in = TRADE_IN.none;
    }
    // An unticked checkbox is simply absent from a post.
    for (const field of fields) {
      if (field.type === "check" || field.type === "opt-in")
        values[field.name] = values[field.name] !== undefined;
    }
    answers = Object.fromEntries(
      fields.flatMap((field) => {
        const value = values[field.name];
        return typeof value === "string" ? [[field.name, value.slice(0, MAX_FLASH_VALUE)]] : [];
      }),
    );
    if (step === TRADE_IN_STEP && lookup && !skip) {
      // "Look up my car": the step again with what the lookup found; nothing stored.
      const found = await lookUpJourneyTradeIn({ site, ip: ctx.ip, values: answers });
      const id = randomBytes(8).toString("hex");
      const cookie = encodeJourneyFlash({ id, step, ...found });
      return redirect(
        `${journeyHref(slug, lead, step)}&${JOURNEY_FLASH_PARAM}=${id}`,
        cookie ? flashCookie(cookie) : undefined,
      );
    }
    if (step === 0) {
      // The car is the page's, never the post's.
      Object.assign(values, {
        car_id: String(car.id),
        stock_number: car.stocknum,
        car_type: car.car_type,
        vehicle_status: car.car_type,
        "Vehicle Make": car.make,
        "Vehicle Model": car.model,
      });
    }
    // The pickup location's options are the site's own locations, known only here.
    const pickup = values.pickup_location;
    if (values.fulfilment === FULFILMENT.pickup && typeof pickup === "string" && pickup !== "") {
      const offered = site.locations.some((l) => l.visible && String(l.location_id ?? l.id) === pickup);
      if (!offered) throw validationError({ pickup_location: INVALID_OPTION });
    }

    const last = step === REVIEW_STEP;
    const body = buildLeadPayload(values, {
      category: purchaseForm.category,
      website_slug: site.slug,
      url: request.headers.get("referer") ?? request.url,
      user_agent: request.headers.get("user-agent") ?? "",
      lead_id: stored?.id ?? null,
      partial: !last,
      // An edit of an earlier step keeps the lead's progress (the later steps it holds are
      // checked again with it).
      step_number: Math.max(step, stored?.step_number ?? 0),
    });
    body.lead.form_id = purchaseForm.id;
    const hash = requestHash("POST", new URL(request.url).pathname, body);
    let captcha: VerifiedCaptcha | null = null;
    if (!stored) {
      // Checked before the spam check's limit, so a typo does not count against the shopper.
      const checked = validateLeadSubmission(body, site);
      if (!checked.ok) throw validationError(checked.fields);
      // The browser's spam check (journey-captcha.tsx); without JavaScript there is none, and
      // the tighter no-script limit stands in for it, as for any form posted without it.
      const solution = typeof captchaValue === "string" ? captchaValue.trim() : "";
      if (site.config.forms.captcha && solution === "")
        await enforceNoScriptLeadRateLimit({ site, ip: ctx.ip });
      else captcha = await verifyCaptcha({ site, payload: solution });
    }
    ({ lead } = await writeLead(db, {
      site,
      lead: stored ? { id: stored.id, token: stored.token } : null,
      body,
      requestHash: hash,
      captcha,
    }));
    const canReturn = returnToReview && (stored?.step_number ?? 0) >= REVIEW_STEP - 1;
    const next = last ? DEPOSIT_STEP : canReturn ? REVIEW_STEP : step + 1;
    return redirect(journeyHref(slug, lead, next), flashCookie(null));
  } catch (error) {
    if (!(error instanceof AppError)) logger().error({ err: error }, "purchase journey step failed");
    // Every refusal is answered by the journey's own page, in the site's shell (never a page
    // of its own): a car, lead or journey that is not there by that page's not-found (or its
    // "not available" note), a purchase already sent by its deposit step, anything else by
    // the step again with what was typed and what to fix or why (journey-flash.ts).
    if (slug === null) return redirect(JOURNEY_PATH);
    if (error instanceof AppError && error.status === 404) return redirect(journeyHref(slug, lead ?? asked));
    if (error instanceof AppError && error.code === "lead_already_completed")
      return redirect(journeyHref(slug, lead, DEPOSIT_STEP));
    const message =
      error instanceof AppError ? error.message : "Something went wrong on our side. Please try again.";
    const errors = error instanceof AppError && error.fields ? error.fields : { "": message };
    const id = randomBytes(8).toString("hex");
    const cookie = encodeJourneyFlash({ id, step: step ?? 0, values: answers, errors });
    const location = `${journeyHref(slug, lead, step ?? 0)}&${JOURNEY_FLASH_PARAM}=${id}`;
    return redirect(location, cookie ? flashCookie(cookie) : undefined);
  }
}
