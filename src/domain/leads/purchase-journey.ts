import { defined } from "@/domain/defined";
import type { FormDefinition, FormOption } from "@/domain/leads/form-definition";
import { purchaseForm } from "@/domain/leads/forms/purchase";
import { isFieldShown } from "@/domain/leads/is-field-shown";
import { type CheckoutCar, type CheckoutSettings, canBuyOnline } from "@/domain/stock/checkout-eligibility";
import { buyOnlineHref, reserveHref } from "@/domain/stock/vehicle-action-links";

// The online purchase journey (/checkout-journey?car_id={slug}) as the shopper sees it:
// the purchase form's steps, then the deposit, which is paid on the car's reserve page.

const JOURNEY_STEP_KEYS = ["details", "fulfilment", "trade-in", "payment", "review", "deposit"] as const;
type JourneyStepKey = (typeof JOURNEY_STEP_KEYS)[number];

export interface JourneyStep {
  key: JourneyStepKey;
  title: string;
  /** The purchase form's step this is, or null for the deposit (not part of the lead's form). */
  formStep: number | null;
}

/** Every step in order: "Step X of Y" counts these. */
export const JOURNEY_STEPS: readonly JourneyStep[] = [
  ...purchaseForm.steps.map((step, index) => ({
    key: defined(JOURNEY_STEP_KEYS[index], `a journey key for the purchase form's step ${index}`),
    title: step.title,
    formStep: index,
  })),
  { key: "deposit", title: "Deposit", formStep: null },
];

export const REVIEW_STEP = purchaseForm.steps.length - 1;
export const DEPOSIT_STEP = JOURNEY_STEPS.length - 1;
/** The trade-in step, which the shopper may skip. */
export const TRADE_IN_STEP = JOURNEY_STEP_KEYS.indexOf("trade-in");

/**
 * The fields a journey step's form adds to the answers (with no-script-steps.ts's step, lead
 * and token): the car's slug, the trade-in step's "Skip" and "Look up my car" buttons, and
 * the review an edit returns to. Never stored with the lead.
 */
export const CAR_FIELD = "__car";
export const SKIP_FIELD = "__skip";
export const RETURN_FIELD = "__return";
/** The trade-in step's "Look up my car" button (the rego lookup, where the site has one). */
export const LOOKUP_FIELD = "__lookup";

/** A step number from the query or a post: a whole number inside the journey, else null. */
export function parseJourneyStep(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d$/.test(value)) return null;
  const step = Number(value);
  return step < JOURNEY_STEPS.length ? step : null;
}

/** What the page knows of the lead a link continues. */
export interface JourneyProgress {
  /** The last form step the lead holds (0-based). */
  step_number: number;
  complete: boolean;
}

/**
 * The step to show: without a lead, the first; a finished lead (its review confirmed) only the
 * deposit; otherwise the step asked for, but never past the one after the last step stored,
 * so a link cannot skip a step the lead does not hold. No step asked for continues there.
 */
export function journeyStepToShow(requested: number | null, lead: JourneyProgress | null): number {
  if (!lead) return 0;
  if (lead.complete) return DEPOSIT_STEP;
  const next = Math.min(Math.max(0, lead.step_number + 1), REVIEW_STEP);
  return requested === null ? next : Math.min(requested, next);
}

export interface JourneyLeadRef {
  id: number;
  token: string;
}

/** The journey's address: the car, then (once stored) the lead and its token, then the step. */
export function journeyHref(slug: string, lead?: JourneyLeadRef | null, step?: number): string {
  let href = buyOnlineHref(slug);
  if (lead) href += `&lead=${lead.id}&token=${encodeURIComponent(lead.token)}`;
  if (step !== undefined) href += `&step=${step}`;
  return href;
}

/**
 * "Pay deposit": the car's reserve page (/cars/{slug}/checkout, or /buy-online on the site
 * variant that uses it) with the lead and its token, so that page takes the shopper's
 * answers from the lead.
 */
export function depositHref(
  slug: string,
  reservePath: "checkout" | "buy-online",
  lead: JourneyLeadRef,
): string {
  return `${reserveHref(slug, reservePath)}?lead=${lead.id}&token=${encodeURIComponent(lead.token)}`;
}

export type JourneyCar = CheckoutCar;

export interface JourneySettings extends CheckoutSettings {
  /** The vehicle page actions the dealer turned on. */
  enabled: readonly string[];
  /** Mock mode: nothing a form sends is kept, so there is no lead to pay against. */
  mock_leads?: boolean;
}

/** A site's settings for the journey, from its configuration. */
export function journeySettings(config: {
  actions: readonly string[];
  commerce: CheckoutSettings;
  forms: { mock_leads: boolean };
}): JourneySettings {
  return {
    enabled: config.actions,
    checkout_enabled: config.commerce.checkout_enabled,
    checkout_allows_coming_soon: config.commerce.checkout_allows_coming_soon,
    mock_leads: config.forms.mock_leads,
  };
}

/** Why a car cannot be bought online, in the shopper's words; null when it can. */
export function journeyUnavailableReason(car: JourneyCar, settings: JourneySettings): string | null {
  if (car.sold || car.status === "sold") return "This car has been sold.";
  if (car.reserved) return "This car is already reserved by another buyer.";
  if (settings.mock_leads) return "Buying online is switched off while this site is in test mode.";
  if (settings.enabled.includes("buy_online") && canBuyOnline(car, settings)) return null;
  return "This car can't be bought online. Contact us and we'll help you with it.";
}

interface ReviewAnswer {
  label: string;
  value: string;
}

export interface ReviewSection {
  step: number;
  title: string;
  answers: ReviewAnswer[];
}

function display(value: unknown, options: readonly FormOption[] | undefined): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = Array.isArray(value) ? value.join(", ") : String(value);
  return options?.find((option) => option.value === text)?.label ?? text;
}

/**
 * The review: each answered step with the answers it holds, in the form's words (an option's
 * label, not its value). A field the shopper was not shown (a delivery address after choosing
 * pickup) is left out, as are the page's hidden fields. `runtimeOptions` labels the options
 * only the site knows (its locations, the makes).
 */
export function reviewSections(
  definition: FormDefinition,
  values: Readonly<Record<string, unknown>>,
  runtimeOptions: Partial<Record<string, readonly FormOption[]>> = {},
): ReviewSection[] {
  return definition.steps.slice(0, REVIEW_STEP).map((step, index) => ({
    step: index,
    title: step.title,
    answers: step.fields.flatMap((field) => {
      if (!isFieldShown(field, values, () => true)) return [];
      const options = field.optionsSource ? runtimeOptions[field.optionsSource] : field.options;
      const value = display(values[field.name], options);
      return value === null ? [] : [{ label: field.label, value }];
    }),
  }));
}
