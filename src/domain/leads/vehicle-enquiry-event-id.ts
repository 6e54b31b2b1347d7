import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { isTestDriveOnly } from "@/domain/stock/is-test-drive-only";

export interface EnquiryCar {
  car_type: "new" | "used" | "demo";
  tag: string | null;
}

/**
 * SPEC 9 conversion event of an enquiry about a car: 17 Test Drive New for a test-drive-only
 * car (its tag is one of the two test-drive values), 15 Used Vehicle for a used car, 14 New
 * Vehicle otherwise (demos are sold as new).
 */
export function vehicleEnquiryEventId(car: EnquiryCar): number {
  if (isTestDriveOnly({ tag: car.tag })) return EVENT_IDS.form_test_drive_new;
  return car.car_type === "used" ? EVENT_IDS.form_used_vehicle : EVENT_IDS.form_new_vehicle;
}

/** SPEC 9: a test drive booking fires 17 (Test Drive New), or 48 for a used car. */
export function testDriveEventId(car: Pick<EnquiryCar, "car_type"> | null): number {
  return car?.car_type === "used" ? EVENT_IDS.test_drive_used : EVENT_IDS.form_test_drive_new;
}
