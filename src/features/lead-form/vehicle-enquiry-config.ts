import { hireBookingForm } from "@/domain/leads/forms/hire-booking";
import { vehicleEnquiryForm } from "@/domain/leads/forms/vehicle-enquiry";
import { vehicleSubscriptionForm } from "@/domain/leads/forms/vehicle-subscription";
import { vehicleEnquiryEventId } from "@/domain/leads/vehicle-enquiry-event-id";
import { tradeProfile } from "@/domain/site/trade-profile";
import { leadFormData } from "@/features/lead-form/lead-form-data";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import type { Db } from "@/server/db/client";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import type { Site } from "@/server/sites/site";

const TRADE_FORMS = {
  enquiry: { definition: vehicleEnquiryForm, formKey: "vehicle-enquiry-form" },
  "hire-booking": { definition: hireBookingForm, formKey: "hire-booking-form" },
  subscription: { definition: vehicleSubscriptionForm, formKey: "vehicle-subscription-form" },
} as const;

/**
 * The vehicle enquiry form's settings for a vehicle page (its `enquiryForm` island), or null
 * when the car is not this site's. The trade's own form: a hire company books the car, a
 * subscription service subscribes. /success then says new-, used- or demo-vehicle-enquiry and
 * shows the car.
 */
export async function vehicleEnquiryConfig(
  db: Db,
  site: Site,
  carId: number,
): Promise<LeadFormConfig | null> {
  const found = await resolveLeadCar(db, { site, ref: String(carId) });
  if (!found) return null;
  const kind = tradeProfile(site.template).vehicleForm;
  return leadFormData(db, {
    site,
    definition: TRADE_FORMS[kind].definition,
    formKey: TRADE_FORMS[kind].formKey,
    now: new Date(),
    car: found,
    ...(kind === "enquiry"
      ? {
          conversionEventId: vehicleEnquiryEventId(found, { template: site.template }),
          successPairs: { car_type: found.car_type },
        }
      : {}),
  });
}
