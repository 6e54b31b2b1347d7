import { Field } from "@/components/ui/field";

/** The dealership a console form acts for (the onboarding's steps, the stock import): a required choice. */
export function DealershipField({
  id,
  dealerships,
  value,
  onChange,
  width = "w-full",
}: {
  id: string;
  dealerships: ReadonlyArray<{ id: number; name: string }>;
  value: string;
  onChange(dealership: string): void;
  /** The select's width classes. */
  width?: string;
}) {
  return (
    <Field id={id} label="Dealership" required>
      {(control) => (
        <select
          className={`mt-1 ${width} rounded-md border border-line px-3 py-2`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...control}
        >
          {dealerships.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
