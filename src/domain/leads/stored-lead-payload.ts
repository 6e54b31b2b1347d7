import { z } from "zod";
import { leadFieldsSchema } from "@/domain/leads/lead-body-schema";

/**
 * A lead as stored (leads.payload) and delivered (dealer email, ADF, webhook): the fields
 * under their spec names, typed as the body schema types them, what the server adds (form_id,
 * the phone's E.164 forms), and the form's own values beside them. Intakes differ in what they
 * store (a reservation's lead has no step fields), so every field is optional and readers still
 * check the values they use. Only type checks, no transforms: reading a lead never changes it.
 * The JSONB is parsed with this where it is read (the delivery worker), so a row of another
 * shape is reported, not delivered half-understood.
 */
export const storedLeadPayloadSchema = leadFieldsSchema
  .pick({
    name: true,
    first_name: true,
    last_name: true,
    middle_name: true,
    phone: true,
    postcode: true,
    subcategory: true,
    location_id: true,
    lead_status: true,
    form_completed: true,
    skipped_steps: true,
    step_number: true,
    has_files: true,
    dealership_slug: true,
    url: true,
    user_agent: true,
    linked_query_params: true,
    opt_in: true,
  })
  .extend({
    form_id: z.string(),
    category: z.string(),
    website_slug: z.string(),
    email: z.string().nullable(),
    phone_e164: z.string().nullable(),
    mobile_e164: z.string().nullable(),
  })
  .partial()
  .loose();

export type StoredLeadPayload = z.infer<typeof storedLeadPayloadSchema>;
