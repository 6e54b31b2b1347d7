"use client";

import { useEffect, useRef, useState } from "react";
import { splitTestLabel } from "@/domain/site/split-test";
import { SplitTestLabel } from "@/features/home/split-test-label";

/** The button's wording for any count: the usual "Show {count} {noun}", or a split test's variants. */
export interface QuickSearchButtonLabel {
  /** the noun in a sentence, for one vehicle and for several ("car", "cars") */
  nounOne: string;
  nounMany: string;
  /** while the site runs an experiment: its name and each variant's template (null: the usual) */
  experiment: { name: string; variants: readonly { variant: string; template: string | null }[] } | null;
}

/** How long a count may take before the button keeps the one it has. */
const COUNT_TIMEOUT_MS = 5000;

/** Whether any of the form's fields no longer holds the value the page was served with. */
function changedFromDefault(form: HTMLFormElement): boolean {
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement) {
      if (field.type === "checkbox" || field.type === "radio") {
        if (field.checked !== field.defaultChecked) return true;
      } else if (field.value !== field.defaultValue) return true;
    }
  }
  return false;
}

/**
 * The quick search's submit button: its "Show N cars" follows the choices. Each
 * change of the form asks /api/stock-count for the search's total with those choices; the
 * latest change wins, and a failed or slow answer leaves the last count (the form still
 * submits to the search, which shows the truth). Without JavaScript it says the page's count.
 */
export function QuickSearchButton({
  initialCount,
  label,
  className,
}: {
  initialCount: number;
  label: QuickSearchButtonLabel;
  className: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [count, setCount] = useState(initialCount);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    let latest: AbortController | null = null;
    const recount = async () => {
      latest?.abort();
      const controller = new AbortController();
      latest = controller;
      const timer = setTimeout(() => controller.abort(), COUNT_TIMEOUT_MS);
      const query = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string" && value !== "") query.append(key, value);
      }
      try {
        const response = await fetch(`/api/stock-count?${query}`, { signal: controller.signal });
        if (!response.ok) return;
        const body = (await response.json()) as { total?: unknown };
        if (latest === controller && typeof body.total === "number") setCount(body.total);
      } catch {
        // aborted by a newer choice or the timeout, or offline: keep the last count
      } finally {
        clearTimeout(timer);
      }
    };
    form.addEventListener("change", recount);
    // Choices made before this ran (an island hydrated by that very choice, a form the browser
    // restored on going back) are counted at once.
    if (changedFromDefault(form)) void recount();
    return () => {
      form.removeEventListener("change", recount);
      latest?.abort();
    };
  }, []);
  const noun = count === 1 ? label.nounOne : label.nounMany;
  const usual = `Show ${count} ${noun}`;
  return (
    <button ref={ref} type="submit" className={className} data-count={count}>
      {label.experiment ? (
        <SplitTestLabel
          experiment={label.experiment.name}
          labels={label.experiment.variants.map((v) => ({
            variant: v.variant,
            text: splitTestLabel(v.template, usual, { count, noun }),
          }))}
        />
      ) : (
        usual
      )}
    </button>
  );
}
