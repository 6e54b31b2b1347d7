import { careersForm } from "@/domain/leads/forms/careers";
import { LeadForm } from "@/features/lead-form/lead-form";
import { leadFormConfig } from "@/features/lead-form/lead-form-config";
import { getDb } from "@/server/db/client";
import type { Site } from "@/server/sites/site";

/** The careers enquiry form for the careers page's `applyForm` slot (sent as General / Career Enquiry). */
export async function CareersEnquiryForm({ site }: { site: Site }) {
  const db = await getDb();
  const config = await leadFormConfig(db, {
    site,
    definition: careersForm,
    formKey: "careers-form",
    now: new Date(),
  });
  return <LeadForm config={config} />;
}
