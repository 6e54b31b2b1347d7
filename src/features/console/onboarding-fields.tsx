"use client";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { chosenDealership } from "@/domain/console/onboarding-form";
import { type ApiResult, consoleApi } from "@/features/console/console-api";

export type Values = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "number" | "color" | "select" | "time";
  options?: readonly (string | { value: string; label: string })[];
  required?: boolean;
  help?: string;
  /** Bound like the API's own limit, so a too-long value cannot even be typed. */
  maxLength?: number;
  step?: string;
  autoComplete?: string;
}

const INPUT = "mt-1 w-full rounded-md border border-line px-3 py-2";

/** One labelled control in the kit's Field, with its help and its error (from the API's `fields`). */
function FormField({
  spec,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const id = `${useId()}-${spec.name.replace(/\W/g, "-")}`;
  const className = spec.type === "color" ? "mt-1 h-10 w-20 rounded-md border border-line" : INPUT;
  return (
    <Field
      id={id}
      label={spec.label}
      required={spec.required}
      hint={spec.help}
      error={error ? `${spec.label} ${error}` : undefined}
    >
      {(control) =>
        spec.type === "select" ? (
          <select
            name={spec.name}
            value={value}
            required={spec.required}
            className={className}
            onChange={(e) => onChange(e.target.value)}
            {...control}
          >
            {(spec.options ?? []).map((option) => {
              const { value: v, label } =
                typeof option === "string" ? { value: option, label: option } : option;
              return (
                <option key={v} value={v}>
                  {label}
                </option>
              );
            })}
          </select>
        ) : (
          <input
            name={spec.name}
            value={value}
            required={spec.required}
            className={className}
            type={spec.type ?? "text"}
            maxLength={spec.maxLength}
            step={spec.step}
            autoComplete={spec.autoComplete ?? "off"}
            onChange={(e) => onChange(e.target.value)}
            {...control}
          />
        )
      }
    </Field>
  );
}

/** The state of one step's form: its values, the API's field errors and its message. */
export function useStepForm(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  async function send<T>(path: string, body: unknown): Promise<ApiResult<T>> {
    setBusy(true);
    setMessage(null);
    const answer = await consoleApi<T>(path, { method: "POST", body });
    setBusy(false);
    if (answer.ok) setErrors({});
    else {
      setErrors(answer.error.fields);
      setMessage({ kind: "error", text: answer.error.message });
    }
    return answer;
  }
  return { values, setValues, errors, setErrors, message, setMessage, busy, setBusy, set, send };
}

export type StepForm = ReturnType<typeof useStepForm>;

/** The dealership a step is for: the latest by default (the one just made), else the member's choice. */
export function useDealershipChoice(dealerships: readonly { id: number }[]) {
  const [chosen, setChosen] = useState("");
  return [chosenDealership(dealerships, chosen), setChosen] as const;
}

/** A step of the onboarding: a titled form whose fields come from specs, plus anything else it needs. */
export function Step({
  title,
  intro,
  form,
  specs,
  submit,
  onSubmit,
  children,
  before,
  disabled,
}: {
  title: string;
  intro?: ReactNode;
  form: StepForm;
  specs: FieldSpec[];
  submit: string;
  onSubmit(): void;
  children?: ReactNode;
  /** Shown above the fields (the dealership the step is for). */
  before?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  function handle(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <section aria-labelledby={`${id}-title`} className="card mt-6 p-5">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {intro && <div className="mt-1 text-muted">{intro}</div>}
      <form className="mt-4" onSubmit={handle} noValidate aria-labelledby={`${id}-title`}>
        {before}
        <fieldset disabled={disabled} className="grid min-w-0 gap-4 md:grid-cols-2">
          {specs.map((spec) => (
            <FormField
              key={spec.name}
              spec={spec}
              value={form.values[spec.name] ?? ""}
              error={form.errors[spec.name]}
              onChange={form.set(spec.name)}
            />
          ))}
        </fieldset>
        {children}
        <Button type="submit" className="mt-4" disabled={disabled || form.busy}>
          {submit}
        </Button>
      </form>
      <StepMessage form={form} />
    </section>
  );
}

export function StepMessage({ form }: { form: StepForm }) {
  return (
    <div className="mt-3" role={form.message?.kind === "error" ? "alert" : "status"}>
      {form.message && (
        <p className={form.message.kind === "error" ? "text-red-800" : "font-semibold"}>
          {form.message.text}
        </p>
      )}
    </div>
  );
}
