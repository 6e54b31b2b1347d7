"use client";
import { createContext, type FormEvent, type ReactNode, useContext, useId } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

// The filter bar above a console list: its fields edit a draft, and "Show …" applies it (the
// filters then live in the address, so a filtered list can be bookmarked or shared).

interface FilterDraft {
  id: string;
  draft: Record<string, string>;
  setDraft: (draft: Record<string, string>) => void;
}

const FilterContext = createContext<FilterDraft | null>(null);

function useFilter(): FilterDraft {
  const filter = useContext(FilterContext);
  if (!filter) throw new Error("A filter field belongs in a FilterBar");
  return filter;
}

const inputClass = "mt-1 w-full rounded-md border border-line px-3 py-2";

export function FilterBar({
  label,
  columns,
  submitLabel,
  draft,
  setDraft,
  onApply,
  children,
}: {
  /** Names the form ("Filter leads"). */
  label: string;
  /** The grid's columns on a wide screen. */
  columns: "lg:grid-cols-4" | "lg:grid-cols-6";
  submitLabel: string;
  draft: Record<string, string>;
  setDraft: (draft: Record<string, string>) => void;
  onApply: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <FilterContext.Provider value={{ id, draft, setDraft }}>
      <form className={`mt-4 grid gap-3 sm:grid-cols-2 ${columns}`} onSubmit={apply} aria-label={label}>
        {children}
        <div className="flex items-end">
          <Button type="submit">{submitLabel}</Button>
        </div>
      </form>
    </FilterContext.Provider>
  );
}

/** A text (or search, or date) filter. */
export function FilterText({
  name,
  label,
  type = "text",
  className,
}: {
  name: string;
  label: string;
  type?: "text" | "search" | "date";
  className?: string;
}) {
  const { id, draft, setDraft } = useFilter();
  return (
    <div className={className}>
      <Field id={`${id}-${name}`} label={label} markOptional={false}>
        {(control) => (
          <input
            type={type}
            className={inputClass}
            value={draft[name] ?? ""}
            onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
            {...control}
          />
        )}
      </Field>
    </div>
  );
}

/** A choice filter; "Any" leaves it out. */
export function FilterSelect({
  name,
  label,
  choices,
}: {
  name: string;
  label: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { id, draft, setDraft } = useFilter();
  return (
    <Field id={`${id}-${name}`} label={label} markOptional={false}>
      {(control) => (
        <select
          className={inputClass}
          value={draft[name] ?? ""}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          {...control}
        >
          <option value="">Any</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
