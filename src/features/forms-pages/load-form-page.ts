import { idParam } from "@/domain/input/id-param";
import { firstParam, type SearchParams } from "@/domain/input/search-param";
import type { FieldValue, FormDefinition, FormField } from "@/domain/leads/form-definition";
import { contactForm } from "@/domain/leads/forms/contact";
import { vehicleEnquiryForm } from "@/domain/leads/forms/vehicle-enquiry";
import { parseLeadToken, parseStep } from "@/domain/leads/no-script-steps";
import { testDriveEventId, vehicleEnquiryEventId } from "@/domain/leads/vehicle-enquiry-event-id";
import { lookupKindFor } from "@/domain/leads/vehicle-lookup";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { financeProviderNote, hasPreApprovalPage, PRE_APPROVAL_PATH } from "@/domain/site/finance-links";
import { FORM_PAGES, type FormPageKind } from "@/features/forms-pages/form-pages";
import { leadFormData } from "@/features/lead-form/lead-form-data";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { type Db, getDb } from "@/server/db/client";
import { findResumableLead } from "@/server/leads/find-resumable-lead";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import { listOffers } from "@/server/pages/list-offers";
import type { Site } from "@/server/sites/site";
import { listTestDriveVehicles, type TestDriveVehicle } from "@/server/stock/list-test-drive-vehicles";

// A form page's data: the site, the car a `car_id` names, the form (by page kind, car and
// offer), its presets from the query, and the lead a multi-step form continues.

/** An offer id from the query: digits only, bounded, else no offer. */
function offerIdOf(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}

/** Finance query parameters → the finance form's fields. */
function financePresets(query: SearchParams): Record<string, FieldValue | undefined> {
  return {
    dealership_slug: firstParam(query.preferredDealership),
    vehiclePriceBudget: firstParam(query.vehiclePriceBudget),
    car_id: firstParam(query.car_id),
    car_type: firstParam(query.car_type),
    vin: firstParam(query.vin),
  };
}

/**
 * A multi-step form continued at `?step=N&lead_id=&lead_token=` (the no-JavaScript steps):
 * only at a step the lead has reached, and only for this site's unfinished lead of this form.
 */
async function resumeFrom(db: Db, site: Site, definition: FormDefinition, query: SearchParams) {
  const step = parseStep(firstParam(query.step), definition.steps.length);
  if (step === null) return null;
  const lead = await findResumableLead(db, {
    site,
    formId: definition.id,
    leadId: idParam(firstParam(query.lead_id)),
    token: parseLeadToken(firstParam(query.lead_token)),
    step,
  });
  if (!lead) return null;
  return { step: Math.min(step, lead.step_number + 1), leadId: lead.id, token: lead.token };
}

/** The test-drive form with its car as a choice of the dealership's vehicles (not a hidden field). */
function withVehicleChoice(
  definition: FormDefinition,
  vehicles: readonly TestDriveVehicle[],
): FormDefinition {
  const choice: FormField = {
    name: "car_id",
    type: "select",
    label: "Which vehicle would you like to drive?",
    placeholder: "Not sure yet",
    required: false,
    options: vehicles.map((v) => ({ value: String(v.id), label: v.label })),
  };
  return {
    ...definition,
    steps: definition.steps.map((step) => ({
      ...step,
      fields: step.fields.map((field) => (field.name === "car_id" ? choice : field)),
    })),
  };
}

/** What a form page shows. */
export interface FormPageData {
  site: Site;
  kind: FormPageKind;
  formKey: string;
  title: string;
  intro: string;
  introLink: { text: string; href: string; label: string } | undefined;
  location: Site["locations"][number] | undefined;
  /** The dealership's vehicles, when the test drive asks which one. */
  vehicles: readonly TestDriveVehicle[];
  /** The test drive's preset vehicle, when the query names one of them. */
  chosenVehicleId: number | null;
  /** The repayment calculator's starting amount (finance pages). */
  calculatorAmount: number;
  config: LeadFormConfig;
}

/**
 * One form page's data on the site: finds the car a `car_id` names and presets what the
 * query says. /contact?car_id= becomes the vehicle enquiry. Null (not found) for an unknown
 * location, or a page the site does not offer. Astro's form pages (src/astro/lib/form-page.ts)
 * read it (Next's form routes did, before they moved).
 */
export async function formPageData(
  site: Site,
  {
    kind,
    searchParams,
    locationSlug,
  }: {
    kind: FormPageKind;
    searchParams: SearchParams;
    locationSlug?: string | undefined;
  },
): Promise<FormPageData | null> {
  const db = await getDb();
  const now = new Date();
  const page = FORM_PAGES[kind];
  const car = await resolveLeadCar(db, { site, ref: firstParam(searchParams.car_id) });
  const location = locationSlug
    ? site.locations.find((l) => l.visible && l.slug === locationSlug)
    : undefined;
  if (locationSlug && !location) return null;
  // The pre-approval page exists only where the site enables pre-approval.
  if (kind === "pre-approval" && !hasPreApprovalPage(site.config.commerce)) return null;

  let definition = page.definition;
  let title: string = page.title;
  let intro: string = page.intro;
  let conversionEventId: number | undefined;
  let successPairs: Record<string, string> = {};
  let values: Record<string, FieldValue | undefined> = {};
  // /contact?offer={id}: an enquiry about one of the site's current special offers (16).
  const offerId = kind === "contact" ? offerIdOf(firstParam(searchParams.offer)) : null;
  const offer =
    offerId === null ? undefined : (await listOffers(db, { site, now })).find((o) => o.id === offerId);
  if (kind === "contact" && car) {
    definition = vehicleEnquiryForm;
    title = `Enquire about the ${car.name}`;
    intro = "Ask us anything about this vehicle: availability, a walkaround video, finance or a trade-in.";
    conversionEventId = vehicleEnquiryEventId(car, { template: site.template, specialOffer: !!offer });
    successPairs = { car_type: car.car_type };
  } else if (offer) {
    definition = contactForm;
    conversionEventId = EVENT_IDS.form_special_offer;
  }
  if (offer) {
    title = `Enquire about this offer: ${offer.title}`;
    values.message = `I'm interested in the offer "${offer.title}".`;
  }
  if (kind === "contact" && !offer) values.category = firstParam(searchParams.category);
  if (kind === "contact-location" && location) {
    title = `Contact ${location.name}`;
    values.dealership_slug = site.dealerships.find((d) => d.id === location.dealership_id)?.slug;
  }
  // The general test drive asks which vehicle, from the dealership's own stock.
  const vehicles = kind === "test-drive" && !car ? await listTestDriveVehicles(site, now) : [];
  if (kind === "test-drive" && !car && vehicles.length > 0) {
    definition = withVehicleChoice(definition, vehicles);
    const asked = idParam(firstParam(searchParams.vehicle));
    if (asked !== null && vehicles.some((v) => v.id === asked)) values.car_id = String(asked);
  }
  if (kind === "test-drive") {
    conversionEventId = testDriveEventId(car);
    // A model page's "Book a test drive" names the model (?model=) when it leads here.
    if (!car) values["Vehicle Model"] = firstParam(searchParams.model);
    if (car) intro = `Book a test drive of the ${car.name}. ${intro}`;
  }
  if (kind === "finance" || kind === "pre-approval") {
    values = { ...values, ...financePresets(searchParams) };
    const note = financeProviderNote(site.config.commerce.finance_provider);
    if (note) intro = `${intro} ${note}`;
  }
  // Event 31: a pre-approval sent is a pre-approval, not a finance enquiry (23).
  if (kind === "pre-approval") conversionEventId = EVENT_IDS.pre_approval;
  // A finance page offers pre-approval where the site has it.
  const introLink =
    kind === "finance" && hasPreApprovalPage(site.config.commerce)
      ? { text: "Want to know your budget first?", href: PRE_APPROVAL_PATH, label: "Get pre-approved" }
      : undefined;
  if (kind === "trade-in" && car) intro = `Trading in towards the ${car.name}? ${intro}`;

  const resume = await resumeFrom(db, site, definition, searchParams);
  const config = await leadFormData(db, {
    resume,
    site,
    definition,
    formKey: page.formKey,
    now,
    values,
    car,
    conversionEventId,
    successPairs,
    regoLookup: kind === "trade-in" && lookupKindFor("trade-in", site.config.flags) !== null,
    // The dealer offers valuations (commerce.trade_in_valuation): AutoGrab's lookup on sell my car.
    valuationLookup:
      kind === "sell-my-car" &&
      site.config.commerce.trade_in_valuation &&
      lookupKindFor("autograb", site.config.flags) !== null,
  });
  const budget = Number(firstParam(searchParams.vehiclePriceBudget)?.replace(/[$,\s]/g, ""));
  return {
    site,
    kind,
    formKey: page.formKey,
    title,
    intro,
    introLink,
    location,
    vehicles,
    chosenVehicleId: typeof values.car_id === "string" ? Number(values.car_id) : null,
    calculatorAmount: Number.isFinite(budget) && budget > 0 ? budget : car?.price ? car.price / 100 : 30000,
    config,
  };
}
