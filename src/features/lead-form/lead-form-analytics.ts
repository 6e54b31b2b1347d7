import { conversionEventIdFor } from "@/domain/leads/enquiry-event-id";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { type EventId, stepEventId } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";

/** "next step N": a multi-step form's step was sent as an Incomplete lead. */
export function trackStepSent(config: LeadFormConfig, step: number, leadId: number): void {
  track(stepEventId(step + 1), { lead_id: leadId, category: config.definition.category });
}

/**
 * Conversion: the form's conversion event (the category's, when the shopper picked
 * one), then the form's own submission event if it has one, both with the person and car.
 */
export function trackConversion(
  config: LeadFormConfig,
  definition: FormDefinition,
  values: Readonly<Record<string, unknown>>,
  leadId: number,
): void {
  const conversion = {
    person: values,
    vehicle: config.car,
    lead_id: leadId,
    category: config.definition.category,
  };
  // The ids come from the form catalogue (domain/leads/forms), typed as numbers there.
  track(conversionEventIdFor(definition, values, config.conversionEventId) as EventId, conversion);
  if (config.definition.submissionEventId !== undefined)
    track(config.definition.submissionEventId as EventId, conversion);
}
