import type { SiteTemplateName } from "@/domain/config/site-config";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { isTestDriveOnly } from "@/domain/stock/vehicle-status";

export interface EnquiryCar {
  car_type: "new" | "used" | "demo";
  tag: string | null;
}

/** Where the enquiry about a car comes from, as far as its event id cares. */
export interface EnquiryContext {
  /** The site's template: on a subscription service an enquiry about a car is a subscription. */
  template?: SiteTemplateName;
  /** The shopper came from one of the site's current special offers (/contact?offer=). */
  specialOffer?: boolean;
}

/**
 * Conversion event of an enquiry about a car: 17 Test Drive New for a test-drive-only
 * car (its tag is one of the two test-drive values), 16 Special Offer when the enquiry is
 * about a current offer, 47 subscription on a subscription site, 15 Used Vehicle for a used
 * car, 14 New Vehicle otherwise (demos are sold as new).
 */
export function vehicleEnquiryEventId(car: EnquiryCar, context: EnquiryContext = {}): number {
  if (isTestDriveOnly({ tag: car.tag })) return EVENT_IDS.form_test_drive_new;
  if (context.specialOffer) return EVENT_IDS.form_special_offer;
  if (context.template === "subscription") return EVENT_IDS.subscription;
  return car.car_type === "used" ? EVENT_IDS.form_used_vehicle : EVENT_IDS.form_new_vehicle;
}

/**
 * Conversion event of a test drive booking: 17 Test Drive New for a new or demo car
 * (demos are sold as near-new), for a booking with no car (the /book-test-drive page, a model
 * page's dialog) and for any test-drive-only car (its tag is one of the two test-drive values:
 * "17 … also for a 'Test Drive Only' tag"), whatever its condition; 48 only for a used car
 * that is not test-drive-only.
 */
export function testDriveEventId(car: EnquiryCar | null): number {
  if (car === null || isTestDriveOnly({ tag: car.tag })) return EVENT_IDS.form_test_drive_new;
  return car.car_type === "used" ? EVENT_IDS.test_drive_used : EVENT_IDS.form_test_drive_new;
}
