import { hireBookingForm } from "@/domain/leads/forms/hire-booking";
import { vehicleEnquiryForm } from "@/domain/leads/forms/vehicle-enquiry";
import { vehicleSubscriptionForm } from "@/domain/leads/forms/vehicle-subscription";
import { vehicleEnquiryEventId } from "@/domain/leads/vehicle-enquiry-event-id";
import { tradeProfile } from "@/domain/site/trade-profile";
import { LazyLeadForm } from "@/features/lead-form/lazy-lead-form";
import { leadFormConfig } from "@/features/lead-form/lead-form-config";
import { getDb } from "@/server/db/client";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import type { Site } from "@/server/sites/site";

const TRADE_FORMS = {
  enquiry: { definition: vehicleEnquiryForm, formKey: "vehicle-enquiry-form" },
  "hire-booking": { definition: hireBookingForm, formKey: "hire-booking-form" },
  subscription: { definition: vehicleSubscriptionForm, formKey: "vehicle-subscription-form" },
} as const;

/**
 * The vehicle enquiry form for a vehicle page (drop into VehiclePage's `enquiryForm` slot):
 * `<VehicleEnquiryForm site={site} car={car} />`. Only the car's id is read; the car is
 * looked up again within the site, so any car shape will do. /success then says new-, used-
 * or demo-vehicle-enquiry and shows the car. This file must not import LeadForm
 * itself: any import of it puts the form's code in the vehicle page's first load.
 */
export async function VehicleEnquiryForm({ site, car }: { site: Site; car: { id: number } }) {
  const db = await getDb();
  const found = await resolveLeadCar(db, { site, ref: String(car.id) });
  if (!found) return null;
  // The trade's own form: a hire company books the car, a subscription service subscribes.
  const kind = tradeProfile(site.template).vehicleForm;
  const config = await leadFormConfig(db, {
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
  // Further down the page than anything else: its code loads when it is reached.
  return <LazyLeadForm config={config} anchor="enquire" />;
}
