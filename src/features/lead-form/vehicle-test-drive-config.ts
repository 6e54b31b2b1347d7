import { testDriveEventId } from "@/domain/leads/vehicle-enquiry-event-id";
import { FORM_PAGES } from "@/features/forms-pages/form-pages";
import { leadFormData } from "@/features/lead-form/lead-form-data";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import type { Db } from "@/server/db/client";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import type { Site } from "@/server/sites/site";

/**
 * The test-drive booking's settings for a vehicle page's dialog (the test drive modal, at most
 * 600 px wide): the /book-test-drive form with this car; null when the car is not this site's.
 */
export async function vehicleTestDriveConfig(
  db: Db,
  site: Site,
  carId: number,
): Promise<LeadFormConfig | null> {
  const found = await resolveLeadCar(db, { site, ref: String(carId) });
  if (!found) return null;
  return leadFormData(db, {
    site,
    definition: FORM_PAGES["test-drive"].definition,
    formKey: "vehicle-test-drive-form",
    now: new Date(),
    car: found,
    conversionEventId: testDriveEventId(found),
    successPairs: { car_type: found.car_type },
  });
}
