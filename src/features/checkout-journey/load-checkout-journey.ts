import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { defined } from "@/domain/defined";
import { idParam } from "@/domain/input/id-param";
import { firstParam, type SearchParams } from "@/domain/input/search-param";
import type { FormDefinition, FormField, FormOption } from "@/domain/leads/form-definition";
import { initialFormValues } from "@/domain/leads/form-definition";
import { formSiteContextFor } from "@/domain/leads/form-site-context";
import { purchaseForm } from "@/domain/leads/forms/purchase";
import { decodeJourneyFlash, JOURNEY_FLASH_COOKIE, JOURNEY_FLASH_PARAM } from "@/domain/leads/journey-flash";
import { parseLeadToken } from "@/domain/leads/no-script-steps";
import {
  DEPOSIT_STEP,
  JOURNEY_STEPS,
  type JourneyLeadRef,
  type JourneyStep,
  journeyHref,
  journeySettings,
  journeyStepToShow,
  journeyUnavailableReason,
  parseJourneyStep,
  RETURN_FIELD,
  TRADE_IN_STEP,
} from "@/domain/leads/purchase-journey";
import { resolveFormDefinition } from "@/domain/leads/resolve-form-definition";
import { lookupKindFor } from "@/domain/leads/vehicle-lookup";
import { ownVehicleMakeOptions } from "@/domain/leads/vehicle-makes";
import { isValidVehicleSlug } from "@/domain/stock/vehicle-paths";
import { getDb } from "@/server/db/client";
import { findJourneyLead, type JourneyLead } from "@/server/leads/find-journey-lead";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";
import { getVehicle } from "@/server/stock/get-vehicle";

// The purchase journey's data: the site, the car, the lead the link continues and the step to
// show, with what the last post of that step left (its values, messages and notice). Not found
// for an unknown site or car, or a link naming a lead that is not this car's.

/** What the purchase journey shows for a request. */
export type CheckoutJourneyData =
  | { kind: "unavailable"; site: Site; car: CarDetail; reason: string }
  | ({ kind: "step" } & JourneyStepData);

export interface JourneyStepData {
  site: Site;
  car: CarDetail;
  lead: JourneyLead | null;
  leadRef: JourneyLeadRef | null;
  /** The step shown (0-based) and its definition. */
  step: number;
  current: JourneyStep;
  definition: FormDefinition;
  /** The step's fields (none for the deposit step). */
  fields: readonly FormField[];
  /** Where each field's value comes from, first first: just typed, the lead, the defaults. */
  values: ReadonlyArray<Readonly<Record<string, unknown>>>;
  errors: Readonly<Record<string, string>>;
  /** A notice from the last post (the rego lookup's). */
  notice: string | undefined;
  options: Partial<Record<string, readonly FormOption[]>>;
  /** Came from the review to change a step: the step returns to the review. */
  editing: boolean;
  /** The previous step's link, when the shopper may go back. */
  previous: string | null;
  /** The trade-in valuation's rego lookup, where the site has a provider for it. */
  regoLookup: boolean;
}

/** The options of a field whose options only the site knows. */
function siteOptions(site: Site, makes: readonly string[]): Partial<Record<string, readonly FormOption[]>> {
  return {
    locations: site.locations
      .filter((l) => l.visible)
      .map((l) => ({ value: String(l.location_id ?? l.id), label: l.name })),
    // A make the rego lookup found, or one stored earlier, is always among the choices.
    makes: ownVehicleMakeOptions(makes),
  };
}

/**
 * /checkout-journey?car_id={slug}[&lead={id}&token={token}][&step=N]: which car, lead and
 * step. A wrong token is not found.
 */
export async function loadCheckoutJourney({
  host,
  searchParams,
}: {
  host: string;
  searchParams: SearchParams;
}): Promise<CheckoutJourneyData> {
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const slug = firstParam(searchParams.car_id);
  if (!isValidVehicleSlug(slug)) notFound();
  const db = await getDb();
  const found = await getVehicle(db, { site, slug, now: new Date() });
  if (found.kind !== "listed") notFound();
  const car = found.car;

  const leadId = idParam(firstParam(searchParams.lead));
  const lead =
    leadId === null
      ? null
      : await findJourneyLead(db, { site, leadId, token: parseLeadToken(firstParam(searchParams.token)) });
  // A link naming a lead that is not this one (wrong token, another car) is not found.
  if (leadId !== null && (!lead || lead.car_id !== car.id)) notFound();

  const reason = journeyUnavailableReason(car, journeySettings(site.config));
  // A confirmed purchase keeps its deposit step (the car it reserves is then the shopper's).
  if (reason && !lead?.complete) return { kind: "unavailable", site, car, reason };

  const step = journeyStepToShow(parseJourneyStep(firstParam(searchParams.step)), lead);
  const current = defined(JOURNEY_STEPS[step], `journey step ${step}`);
  const definition = resolveFormDefinition(purchaseForm, formSiteContextFor(site));
  const flash =
    current.formStep === null
      ? null
      : decodeJourneyFlash((await cookies()).get(JOURNEY_FLASH_COOKIE)?.value, {
          id: firstParam(searchParams[JOURNEY_FLASH_PARAM]),
          step,
        });
  const errors = flash?.errors ?? {};
  const knownMakes = [flash?.values.trade_in_make, lead?.payload.trade_in_make].filter(
    (make): make is string => typeof make === "string" && make.trim() !== "",
  );
  const options = siteOptions(site, knownMakes);
  const pickup = site.locations.find((l) => l.visible && l.id === car.location?.id);
  const defaults: Record<string, unknown> = {
    ...initialFormValues(definition),
    ...(car.price !== null ? { vehiclePriceBudget: String(Math.round(car.price / 100)) } : {}),
    pickup_location: pickup ? String(pickup.location_id ?? pickup.id) : undefined,
  };
  const values = [flash?.values ?? {}, lead?.payload ?? {}, defaults];
  const leadRef = lead ? { id: lead.id, token: lead.token } : null;
  const editing = firstParam(searchParams[RETURN_FIELD]) === "review";
  const fields =
    current.formStep === null
      ? []
      : defined(definition.steps[current.formStep], `the purchase form's step ${current.formStep}`).fields;
  const previous =
    step > 0 && leadRef && step < DEPOSIT_STEP ? journeyHref(car.slug, leadRef, step - 1) : null;
  const regoLookup = step === TRADE_IN_STEP && lookupKindFor("trade-in", site.config.flags) !== null;

  return {
    kind: "step",
    site,
    car,
    lead,
    leadRef,
    step,
    current,
    definition,
    fields,
    values,
    errors,
    notice: flash?.notice,
    options,
    editing,
    previous,
    regoLookup,
  };
}
