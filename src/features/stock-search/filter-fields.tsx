import type { ReactNode } from "react";
import type { RangeOption } from "@/domain/stock/range-options";
import type { FacetValue } from "@/server/stock/search-cars";

export const fieldClass =
  "w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand";
export const labelClass = "flex flex-col gap-1 text-xs font-semibold uppercase tracking-wide text-muted";

/** A facet as a select: "All …" plus each value with its count; a chosen value always shows. */
export function FacetSelect({
  id,
  name,
  label,
  allLabel,
  values,
  selected,
  format = (v) => v,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  values: FacetValue[];
  selected?: string;
  format?: (value: string) => string;
}) {
  const shown = values.filter((v) => v.count > 0 || v.value.toLowerCase() === selected?.toLowerCase());
  const match = shown.find((v) => v.value.toLowerCase() === selected?.toLowerCase());
  const current = match?.value ?? selected ?? "";
  if (shown.length === 0 && !selected) return null;
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      <select id={id} name={name} defaultValue={current} className={fieldClass}>
        <option value="">{allLabel}</option>
        {!match && selected && <option value={selected}>{selected} (0)</option>}
        {shown.map((v) => (
          <option key={v.value} value={v.value}>
            {format(v.value)} ({v.count})
          </option>
        ))}
      </select>
    </label>
  );
}

/** A min/max pair of selects for a range filter. */
export function RangeSelects({
  idPrefix,
  legend,
  minName,
  maxName,
  minValue,
  maxValue,
  options,
  anyMin = "Any",
  anyMax = "Any",
}: {
  idPrefix: string;
  legend: string;
  minName: string;
  maxName: string;
  minValue?: number;
  maxValue?: number;
  options: RangeOption[];
  anyMin?: string;
  anyMax?: string;
}) {
  const withCurrent = (value: number | undefined) =>
    value === undefined || options.some((o) => o.value === value)
      ? options
      : [...options, { value, label: String(value) }].sort((a, b) => a.value - b.value);
  const select = (name: string, value: number | undefined, which: "min" | "max", anyLabel: string) => (
    <label htmlFor={`${idPrefix}-${which}`} className="flex flex-1 flex-col gap-1 text-xs text-muted">
      <span className="sr-only">
        {legend} {which === "min" ? "from" : "to"}
      </span>
      <span aria-hidden="true">{which === "min" ? "From" : "To"}</span>
      <select
        id={`${idPrefix}-${which}`}
        name={name}
        defaultValue={value === undefined ? "" : String(value)}
        className={fieldClass}
      >
        <option value="">{anyLabel}</option>
        {withCurrent(value).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{legend}</legend>
      <div className="flex gap-2">
        {select(minName, minValue, "min", anyMin)}
        {select(maxName, maxValue, "max", anyMax)}
      </div>
    </fieldset>
  );
}

export function FilterGroup({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4">{children}</div>;
}
