import type { UseFormRegisterReturn } from "react-hook-form";
import { fieldTickClass } from "@/components/ui/field";
import type { FieldValue, FormField, FormOption } from "@/domain/leads/form-definition";
import { asString } from "@/features/lead-form/field-parts";

/** The field types shown as a group of radio buttons or checkboxes. */
export const CHOICE_GROUP_TYPES: ReadonlySet<FormField["type"]> = new Set([
  "radio",
  "radio-group",
  "radio-card",
  "check-group",
  "check-card",
  "star-rating",
]);

interface ChoiceGroupProps {
  field: FormField;
  /** The group's id: each option's id starts with it. */
  id: string;
  registration: UseFormRegisterReturn;
  defaultValue?: FieldValue;
}

/**
 * The options of a group (inside the Field's fieldset, whose legend names them): one radio
 * (or checkbox, for a multiple choice) per option.
 */
export function ChoiceGroup({ field, id, registration, defaultValue }: ChoiceGroupProps) {
  const multiple = field.type === "check-group" || field.type === "check-card";
  const choices: readonly FormOption[] =
    field.type === "star-rating"
      ? [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? "" : "s"}` }))
      : (field.options ?? []);
  const cards = field.type === "radio-card" || field.type === "check-card";
  const selected = Array.isArray(defaultValue) ? defaultValue.map(String) : [asString(defaultValue)];
  return (
    <div className={cards ? "mt-2 grid gap-2 sm:grid-cols-2" : "mt-2 flex flex-wrap gap-x-6 gap-y-2"}>
      {choices.map((option) => {
        const optionId = `${id}-${option.value.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <div
            key={option.value}
            className={
              cards
                ? "flex items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand"
                : "flex items-center gap-2"
            }
          >
            <input
              id={optionId}
              type={multiple ? "checkbox" : "radio"}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              className={fieldTickClass}
              {...registration}
            />
            <label htmlFor={optionId} className="text-sm">
              {option.label}
              {option.description && <span className="block text-muted">{option.description}</span>}
            </label>
          </div>
        );
      })}
    </div>
  );
}
