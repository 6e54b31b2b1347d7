import { notFound } from "next/navigation";
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
import { ChosenVehicle } from "@/features/forms-pages/chosen-vehicle";
import { FormPageLayout } from "@/features/forms-pages/form-page-layout";
import { FORM_PAGES, type FormPageKind } from "@/features/forms-pages/form-pages";
import { LeadForm } from "@/features/lead-form/lead-form";
import { leadFormConfig } from "@/features/lead-form/lead-form-config";
import { RepaymentCalculator } from "@/features/lead-form/repayment-calculator";
import { type Db, getDb } from "@/server/db/client";
import { findResumableLead } from "@/server/leads/find-resumable-lead";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import { listOffers } from "@/server/pages/list-offers";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";
import { listTestDriveVehicles, type TestDriveVehicle } from "@/server/stock/list-test-drive-vehicles";

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

/**
 * One form page: finds the site and the car a `car_id` names, presets what the query says,
 * and renders the form engine in the page frame. /contact?car_id= becomes the vehicle enquiry.
 */
export async function FormRoute({
  host,
  kind,
  searchParams,
  locationSlug,
}: {
  host: string;
  kind: FormPageKind;
  searchParams: SearchParams;
  locationSlug?: string;
}) {
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const db = await getDb();
  const now = new Date();
  const page = FORM_PAGES[kind];
  const car = await resolveLeadCar(db, { site, ref: firstParam(searchParams.car_id) });
  const location = locationSlug
    ? site.locations.find((l) => l.visible && l.slug === locationSlug)
    : undefined;
  if (locationSlug && !location) notFound();
  // The pre-approval page exists only where the site enables pre-approval.
  if (kind === "pre-approval" && !hasPreApprovalPage(site.config.commerce)) notFound();

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
  const config = await leadFormConfig(db, {
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
  return (
    <FormPageLayout
      site={site}
      title={title}
      intro={intro}
      introLink={introLink}
      location={location}
      aside={
        vehicles.length > 0 ? (
          <ChosenVehicle
            selectId={`${page.formKey}-car-id`}
            vehicles={vehicles}
            initialId={typeof values.car_id === "string" ? Number(values.car_id) : null}
          />
        ) : kind === "finance" || kind === "pre-approval" ? (
          <RepaymentCalculator
            market={site.market}
            initialRate={site.config.commerce.finance_rate_percent}
            initialAmount={
              Number.isFinite(budget) && budget > 0 ? budget : car?.price ? car.price / 100 : 30000
            }
          />
        ) : undefined
      }
    >
      <LeadForm config={config} />
    </FormPageLayout>
  );
}
