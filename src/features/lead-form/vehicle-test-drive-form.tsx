import { testDriveEventId } from "@/domain/leads/vehicle-enquiry-event-id";
import { FORM_PAGES } from "@/features/forms-pages/form-pages";
import { LazyLeadForm } from "@/features/lead-form/lazy-lead-form";
import { leadFormConfig } from "@/features/lead-form/lead-form-config";
import { getDb } from "@/server/db/client";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import type { Site } from "@/server/sites/site";

/**
 * The test-drive booking for a vehicle page's dialog (the test drive modal, at most
 * 600 px wide): the /book-test-drive form with this car. Like the enquiry form, its code
 * loads only when it is reached (the dialog opens), so the page's first load stays small.
 */
export async function VehicleTestDriveForm({ site, car }: { site: Site; car: { id: number } }) {
  const db = await getDb();
  const found = await resolveLeadCar(db, { site, ref: String(car.id) });
  if (!found) return null;
  const config = await leadFormConfig(db, {
    site,
    definition: FORM_PAGES["test-drive"].definition,
    formKey: "vehicle-test-drive-form",
    now: new Date(),
    car: found,
    conversionEventId: testDriveEventId(found),
    successPairs: { car_type: found.car_type },
  });
  return <LazyLeadForm config={config} />;
}
