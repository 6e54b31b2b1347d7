import type { ReactNode } from "react";

// The one form field frame: every form (the lead forms, which run in the browser, and the
// purchase journey, rendered on the server) draws its fields with it, so a field's label,
// hint, message and their wiring are the same everywhere.

/** A text input, select or textarea. */
export const fieldInputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";
/** A field's label, or a group's legend. */
const fieldLabelClass = "block text-sm font-semibold text-ink";
/** A checkbox or radio button. */
export const fieldTickClass = "size-5 shrink-0 accent-[var(--brand)]";

/** What the control inside a field carries: its state and what describes it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

/** The ids a field gives its message and its hint. */
function fieldErrorId(id: string): string {
  return `${id}-error`;
}
function fieldHintId(id: string): string {
  return `${id}-hint`;
}

export interface FieldProps {
  /**
   * The control's id (the label points at it; an error summary links to it). For a group, the
   * fieldset's id.
   */
  id: string;
  label: ReactNode;
  /**
   * - "control": a text input, select, textarea or file input, its label above;
   * - "check": one checkbox, its label beside it;
   * - "group": a fieldset whose legend is the label (radio buttons or checkboxes).
   */
  kind?: "control" | "check" | "group";
  /** Required fields are the norm: an optional one says so after its label. */
  required?: boolean;
  /**
   * Off for a form where no field must be filled (an editor of saved values, a filter): there
   * "(optional)" after every label would say nothing.
   */
  markOptional?: boolean;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Shown above a checkbox (a notice the tick agrees to); not part of its description. */
  notice?: ReactNode;
  /** The message under the control; the control is then invalid and described by it. */
  error?: string;
  /** The control, given the props that wire it up (spread them on the input). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form field: a visible label (or a legend, for a group), an "(optional)" marker on a field
 * that is not required, a hint, and the message under the control. The control is invalid
 * (aria-invalid) while there is a message and described by it (aria-describedby: message
 * first, then hint), so keyboard and screen reader users hear what to fix.
 */
export function Field({
  id,
  label,
  kind = "control",
  required = false,
  markOptional = true,
  hint,
  notice,
  error,
  children,
}: FieldProps) {
  const errorId = fieldErrorId(id);
  const hintId = fieldHintId(id);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
  };
  const text = (
    <>
      {label}
      {!required && markOptional && <span className="font-normal text-muted"> (optional)</span>}
    </>
  );
  const hintText = hint ? (
    <p id={hintId} className="mt-1 text-xs text-muted">
      {hint}
    </p>
  ) : null;
  const message = error ? (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (kind === "group") {
    return (
      <fieldset id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className={fieldLabelClass}>{text}</legend>
        {children(control)}
        {hintText}
        {message}
      </fieldset>
    );
  }
  if (kind === "check") {
    return (
      <div>
        {notice}
        <div className="flex items-start gap-3">
          {children(control)}
          <label htmlFor={id} className="text-sm text-ink">
            {text}
          </label>
        </div>
        {hintText}
        {message}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {text}
      </label>
      {children(control)}
      {hintText}
      {message}
    </div>
  );
}
