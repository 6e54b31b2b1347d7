import "server-only";
import { type LeadFormConfigInput, leadFormData } from "@/features/lead-form/lead-form-data";
import type { LeadFormConfig, LeadFormConfigWithAction } from "@/features/lead-form/lead-form-types";
import type { Db } from "@/server/db/client";
import { sendNoScriptForm } from "@/server/leads/send-no-script-form";

/** A form's data (lead-form-data.ts) with its no-JavaScript Server Action, for Next's pages. */
export async function leadFormConfig(db: Db, input: LeadFormConfigInput): Promise<LeadFormConfigWithAction> {
  return withNoScriptAction(await leadFormData(db, input));
}

/** The form's Server Action (send-no-script-form.ts), bound to its form's id (Next's catch-all model pages use it). */
export function withNoScriptAction(config: LeadFormConfig): LeadFormConfigWithAction {
  return { ...config, noJsAction: sendNoScriptForm.bind(null, config.definition.id) };
}
