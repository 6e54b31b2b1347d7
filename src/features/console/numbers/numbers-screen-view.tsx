import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { NumbersForm } from "@/domain/console/numbers-screen";

export interface NumbersChoice {
  id: number;
  name: string;
}

export interface NumbersScreenViewProps {
  id: string;
  form: NumbersForm;
  onForm(form: NumbersForm): void;
  /** Show: apply the form to the address. */
  onShow(): void;
  sites: NumbersChoice[];
  dealerships: NumbersChoice[];
  /** The chart panels. */
  children: ReactNode;
}

/** The Numbers screen's markup from props: the range form, the note on days, the panels. */
export function NumbersScreenView({
  id,
  form,
  onForm,
  onShow,
  sites,
  dealerships,
  children,
}: NumbersScreenViewProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onShow();
  }

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Numbers
      </h1>
      <form className="mt-4 flex flex-wrap items-end gap-4" onSubmit={submit}>
        <Field id={`${id}-from`} label="From" required>
          {(control) => (
            <input
              type="date"
              required
              value={form.from}
              max={form.to}
              onChange={(e) => onForm({ ...form, from: e.target.value })}
              className="mt-1 rounded-md border border-line px-3 py-2"
              {...control}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label="To" required>
          {(control) => (
            <input
              type="date"
              required
              value={form.to}
              min={form.from}
              onChange={(e) => onForm({ ...form, to: e.target.value })}
              className="mt-1 rounded-md border border-line px-3 py-2"
              {...control}
            />
          )}
        </Field>
        {/* Empty means everything in scope, a choice of its own: nothing to mark optional. */}
        <Field id={`${id}-for`} label="Site or dealership" markOptional={false}>
          {(control) => (
            <select
              value={form.target}
              onChange={(e) => onForm({ ...form, target: e.target.value })}
              className="mt-1 rounded-md border border-line px-3 py-2"
              {...control}
            >
              <option value="">Everything you can see</option>
              {sites.length > 0 && (
                <optgroup label="Sites">
                  {sites.map((s) => (
                    <option key={s.id} value={`site:${s.id}`}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {dealerships.length > 0 && (
                <optgroup label="Dealerships">
                  {dealerships.map((d) => (
                    <option key={d.id} value={`dealership:${d.id}`}>
                      {d.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </Field>
        <Button type="submit">Show</Button>
      </form>
      <p className="mt-2 text-sm text-muted">Days are UTC days; a range covers at most 366 days.</p>
      <div className="mt-6 space-y-10">{children}</div>
    </>
  );
}
