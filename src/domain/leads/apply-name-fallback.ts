// "undefined undefined" is what `${first_name} ${last_name}` produces upstream when a
// form has no name fields; it must never reach a dealer as a customer's name.
const PLACEHOLDER_NAME = "undefined undefined";

function isPresent(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Enquiry form fallback: if name is missing or 'undefined undefined' and
 * first_name exists, name becomes first_name. Anything else is returned unchanged.
 * (buildLeadPayload joins first and last name before this runs, so the fallback only
 * decides the name when the last name is absent.)
 */
export function applyNameFallback<T extends { name?: unknown; first_name?: unknown }>(lead: T): T {
  const missing = !isPresent(lead.name) || lead.name.trim() === PLACEHOLDER_NAME;
  if (missing && isPresent(lead.first_name)) return { ...lead, name: lead.first_name };
  return lead;
}
