import "server-only";
import type { FieldValue, FormDefinition, FormOption } from "@/domain/leads/form-definition";
import { formSettings, initialFormValues } from "@/domain/leads/form-definition";
import { formSiteContextFor } from "@/domain/leads/form-site-context";
import { isMultiStep } from "@/domain/leads/form-steps";
import { hireBookingForm } from "@/domain/leads/forms/hire-booking";
import { serviceIntervalOptions } from "@/domain/leads/forms/service-booking";
import { stripServiceSuffix } from "@/domain/leads/resolve-form-definition";
import { planOptions } from "@/domain/leads/subscription-plans";
import { ownVehicleMakeOptions } from "@/domain/leads/vehicle-makes";
import { localeFor } from "@/domain/site/locale";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import type { FormCar, LeadFormConfig } from "@/features/lead-form/lead-form-types";
import type { Db } from "@/server/db/client";
import { listBookingSlots } from "@/server/leads/list-booking-slots";
import type { LeadCar } from "@/server/leads/resolve-lead-car";
import type { Site } from "@/server/sites/site";

export interface LeadFormConfigInput {
  site: Site;
  definition: FormDefinition;
  formKey: string;
  now: Date;
  /** Values the page presets (query string, the car, the location). */
  values?: Record<string, FieldValue | null | undefined>;
  car?: LeadCar | null;
  conversionEventId?: number;
  successPairs?: Record<string, string>;
  regoLookup?: boolean;
  resume?: LeadFormConfig["resume"];
  valuationLookup?: boolean;
}

function usesSource(definition: FormDefinition, source: string): boolean {
  return definition.steps.some((step) => step.fields.some((field) => field.optionsSource === source));
}

function formCar(site: Site, car: LeadCar): FormCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    car_type: car.car_type,
    stocknum: car.stocknum,
    price: car.price,
    primary_image_url: car.primary_image_url,
    path: vehiclePath(site.template, car.slug),
  };
}

/** The car's hidden fields (vehicleHiddenFields) as the spec names them. */
function carFieldValues(car: LeadCar): Record<string, FieldValue> {
  return {
    car_id: String(car.id),
    stock_number: car.stocknum,
    car_type: car.car_type,
    vehicle_status: car.car_type,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    ...(car.vin ? { vin: car.vin } : {}),
  };
}

/**
 * Builds what the browser form needs for one site and page: the definition with the site's
 * variants, runtime options (dealerships with ' - Service' stripped where the site
 * asks, booking slots per dealership in the location's time zone, service intervals, makes)
 * and the preset values. Runs on the server; the result is plain data (an Astro island's
 * props; Next's pages add the Server Action through leadFormConfig).
 */
export async function leadFormData(db: Db, input: LeadFormConfigInput): Promise<LeadFormConfig> {
  const { site, definition } = input;
  const context = formSiteContextFor(site);
  const label = (text: string) => (context.stripServiceSuffix ? stripServiceSuffix(text) : text);
  const options: LeadFormConfig["options"] = {
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: label(d.name) })),
    locations: site.locations
      .filter((l) => l.visible)
      .map((l) => ({ value: String(l.location_id ?? l.id), label: label(l.name) })),
    "service-intervals": serviceIntervalOptions(site.market),
    makes: ownVehicleMakeOptions(),
    "subscription-plans": planOptions(site.config.commerce.subscription_plans),
  };

  const slots: LeadFormConfig["slots"] = {};
  const { locale } = localeFor(site.market);
  for (const source of ["service-slots", "appointment-slots"] as const) {
    if (!usesSource(definition, source)) continue;
    const list = await listBookingSlots(db, {
      dealershipIds: site.dealerships.map((d) => d.id),
      kind: source === "service-slots" ? "service" : "appointment",
      now: input.now,
    });
    const byDealership: Record<string, FormOption[]> = {};
    // One formatter per time zone: building one is far dearer than using it (hundreds of slots).
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const formatterFor = (timeZone: string) => {
      let formatter = formatters.get(timeZone);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(locale, {
          weekday: "short",
          day: "numeric",
          month: "short",
          hour: "numeric",
          minute: "2-digit",
          timeZone,
        });
        formatters.set(timeZone, formatter);
      }
      return formatter;
    };
    for (const slot of list) {
      const dealership = site.dealerships.find((d) => d.id === slot.dealership_id);
      if (!dealership) continue;
      const timeZone =
        site.locations.find((l) => l.dealership_id === slot.dealership_id && l.primary)?.time_zone ??
        site.locations.find((l) => l.dealership_id === slot.dealership_id)?.time_zone ??
        "Australia/Sydney";
      const text = formatterFor(timeZone).format(new Date(slot.starts_at));
      const times = byDealership[dealership.slug] ?? [];
      times.push({ value: slot.starts_at, label: text });
      byDealership[dealership.slug] = times;
    }
    slots[source] = byDealership;
  }

  const initialValues: Record<string, FieldValue> = { ...initialFormValues(definition) };
  const presets = { ...(input.car ? carFieldValues(input.car) : {}), ...input.values };
  const fieldNames = new Set(definition.steps.flatMap((step) => step.fields.map((field) => field.name)));
  for (const [name, value] of Object.entries(presets)) {
    if (value !== null && value !== undefined && value !== "" && fieldNames.has(name))
      initialValues[name] = value;
  }
  const preset = initialValues.dealership_slug;
  const presetDealership = typeof preset === "string" ? preset : null;
  const dealershipSlug =
    site.dealerships.find((d) => d.slug === presetDealership)?.slug ??
    site.dealerships.find((d) => d.id === input.car?.dealership_id)?.slug ??
    site.dealerships.find((d) => d.id === site.dealership_id)?.slug ??
    site.dealerships[0]?.slug ??
    null;
  if (
    dealershipSlug &&
    fieldNames.has("dealership_slug") &&
    !(context.multiDealership && !context.dealershipChoiceHidden)
  ) {
    initialValues.dealership_slug = dealershipSlug;
  }

  const settings = formSettings(definition);
  const successPairs = { ...input.successPairs };
  return {
    formKey: input.formKey,
    definition,
    context,
    site: {
      slug: site.slug,
      name: site.name,
      captcha: site.config.forms.captcha,
      yesNoFields: site.config.forms.yes_no_fields,
      mockLeads: site.config.forms.mock_leads,
      dealershipSlug,
    },
    options,
    slots,
    initialValues,
    conversionEventId: input.conversionEventId ?? settings.conversionEventId,
    successPairs,
    successCategory: settings.successCategory,
    siteSuccessCategory: site.config.forms.success_category,
    car: input.car ? formCar(site, input.car) : null,
    regoLookup: input.regoLookup ?? false,
    valuationLookup: input.valuationLookup ?? false,
    hireRate:
      definition.id === hireBookingForm.id && input.car?.price
        ? { dailyRateCents: input.car.price, locale }
        : null,
    resume: input.resume && isMultiStep(definition) ? input.resume : null,
  };
}
