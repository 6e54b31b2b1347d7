import type { FormField, FormOption } from "@/domain/leads/form-definition";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";

type SlotSource = keyof LeadFormConfig["slots"];

function isSlotSource(source: FormField["optionsSource"]): source is SlotSource {
  return source === "service-slots" || source === "appointment-slots";
}

/**
 * A field as the form shows it: its options from the site (dealerships, makes, intervals)
 * or, for a booking time, the slots of the chosen dealership (the site's own when it has
 * no choice), with a placeholder saying why a slot list is empty.
 */
export function fieldWithOptions(
  field: FormField,
  config: Pick<LeadFormConfig, "slots" | "options" | "site">,
  chosenDealership: unknown,
): FormField {
  const source = field.optionsSource;
  if (!isSlotSource(source)) {
    return { ...field, options: source ? (config.options[source] ?? field.options) : field.options };
  }
  const byDealership = config.slots[source] ?? {};
  const chosen = typeof chosenDealership === "string" && chosenDealership ? chosenDealership : null;
  // Slots belong to a dealership: on a site with a choice, pick the dealership first.
  const lists = Object.values(byDealership);
  const options: readonly FormOption[] =
    byDealership[chosen ?? config.site.dealershipSlug ?? ""] ?? (lists.length === 1 ? (lists[0] ?? []) : []);
  if (options.length > 0) return { ...field, options };
  const placeholder =
    chosen || Object.keys(byDealership).length <= 1
      ? "No times online: we will call you to arrange one"
      : "Choose a dealership first";
  return { ...field, options, placeholder };
}
