"use client";

import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef } from "react";
import { Alert } from "@/components/ui/alert";

export interface SummaryError {
  /** The field's DOM id: the error links to it. None for an error that is not a field's. */
  fieldId?: string;
  /** The field's label, the link's text. */
  label?: string;
  message: string;
}

/** Each error once: the same message for the same field is said once. */
function uniqueErrors(errors: readonly SummaryError[]): SummaryError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.fieldId ?? error.label ?? ""}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What stopped a form: a title, then each error once, named by its field's label and linked
 * to the field (so a keyboard user goes straight to it). Rendered by the server for a post
 * without JavaScript as well as in the browser. It is an alert named by its title, and takes
 * the focus when it appears (`focusOnAppear`), so a screen reader reads it first.
 */
export function ErrorSummary({
  title,
  message,
  errors = [],
  focusOnAppear = true,
  className = "",
  ref,
}: {
  title: ReactNode;
  /** Said when there is no field to name (a failure that is not a field's). */
  message?: ReactNode;
  errors?: readonly SummaryError[];
  focusOnAppear?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement | null>;
}) {
  const titleId = useId();
  const own = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLDivElement, []);
  useEffect(() => {
    if (focusOnAppear) own.current?.focus();
  }, [focusOnAppear]);
  const list = uniqueErrors(errors);
  return (
    <Alert ref={own} labelledBy={titleId} focusable className={className}>
      <p id={titleId} className="font-semibold">
        {title}
      </p>
      {message !== undefined && message !== null && message !== "" && <p>{message}</p>}
      {list.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {list.map((error) => (
            <li key={`${error.fieldId ?? error.label ?? ""}:${error.message}`}>
              {error.label && error.fieldId ? (
                <>
                  <a className="font-semibold underline" href={`#${error.fieldId}`}>
                    {error.label}
                  </a>
                  : {error.message}
                </>
              ) : (
                <>
                  {error.label ? `${error.label}: ` : ""}
                  {error.message}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
