import { fieldTickClass } from "@/components/ui/field";
import type { FieldValue, FormField, FormOption } from "@/domain/leads/form-definition";
import { asString, type FieldBinding } from "@/features/lead-form/field-parts";

/** The field types shown as a group of radio buttons or checkboxes. */
export const CHOICE_GROUP_TYPES: ReadonlySet<FormField["type"]> = new Set([
  "radio",
  "radio-group",
  "radio-card",
  "check-group",
  "check-card",
  "star-rating",
]);

/**
 * How a group lays out its options: side by side ("inline", the lead forms' radio buttons),
 * one full-width box each ("rows", the purchase journey's, a tap target the width of a phone),
 * or cards (the card types, always).
 */
export type ChoiceLayout = "inline" | "rows";

interface ChoiceGroupProps {
  field: FormField;
  /** The group's id: each option's id starts with it. */
  id: string;
  binding: FieldBinding;
  options: readonly FormOption[];
  layout: ChoiceLayout;
  /** The group has a message: each option says it is invalid too. */
  invalid: true | undefined;
  defaultValue?: FieldValue;
}

const ROW =
  "flex items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-ink has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-[var(--brand)]";

/**
 * The options of a group (inside the Field's fieldset, whose legend names them): one radio
 * (or checkbox, for a multiple choice) per option, each labelled by its own label.
 */
export function ChoiceGroup({
  field,
  id,
  binding,
  options,
  layout,
  invalid,
  defaultValue,
}: ChoiceGroupProps) {
  const multiple = field.type === "check-group" || field.type === "check-card";
  const choices: readonly FormOption[] =
    field.type === "star-rating"
      ? [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? "" : "s"}` }))
      : options;
  const cards = field.type === "radio-card" || field.type === "check-card";
  const rows = !cards && layout === "rows";
  const selected = Array.isArray(defaultValue) ? defaultValue.map(String) : [asString(defaultValue)];
  return (
    <div
      className={
        cards
          ? "mt-2 grid gap-2 sm:grid-cols-2"
          : rows
            ? "mt-2 grid gap-2"
            : "mt-2 flex flex-wrap gap-x-6 gap-y-2"
      }
    >
      {choices.map((option) => {
        const optionId = `${id}-${option.value.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        const input = (
          <input
            id={optionId}
            type={multiple ? "checkbox" : "radio"}
            value={option.value}
            defaultChecked={selected.includes(option.value)}
            className={fieldTickClass}
            aria-invalid={invalid}
            {...binding}
          />
        );
        // A row is one label, so the whole box takes the tap.
        if (rows)
          return (
            <label key={option.value} htmlFor={optionId} className={ROW}>
              {input}
              <span>
                {option.label}
                {option.description && <span className="block text-sm text-muted">{option.description}</span>}
              </span>
            </label>
          );
        return (
          <div
            key={option.value}
            className={
              cards
                ? "flex items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand"
                : "flex items-center gap-2"
            }
          >
            {input}
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
