import { progressPercent, stepLabel } from "@/domain/leads/form-steps";

/**
 * A multi-step form's "Step 2 of 3" and its progress bar: the lead forms' and the
 * purchase journey's (named by `label`).
 */
export function StepProgress({
  step,
  total,
  complete,
  label = "Form progress",
}: {
  step: number;
  total: number;
  complete: boolean;
  label?: string;
}) {
  const percent = progressPercent(step, total, complete);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-muted" aria-live="polite" data-step-label>
          {stepLabel(step, total)}
        </p>
        <p className="text-muted" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
