import type { SkippedStep } from "@/domain/leads/form-step-reducer";

/**
 * The steps of a multi-step form whose fields a lead must satisfy. A partial send of step
 * N carries the visitor's answers so far, so steps 0..N are checked; the final submit
 * checks every step. Steps the visitor jumped over with skipTo (strictly between a skip's
 * from and to) were never shown, so they are not checked. Out-of-range numbers are clamped.
 */
export function stepsToValidate(
  total: number,
  stepNumber: number,
  complete: boolean,
  skipped: readonly SkippedStep[] = [],
): number[] {
  if (total <= 0) return [];
  const last = complete ? total - 1 : Math.min(Math.max(0, stepNumber), total - 1);
  const steps: number[] = [];
  for (let step = 0; step <= last; step++) {
    if (!skipped.some((skip) => skip.from < step && step < skip.to)) steps.push(step);
  }
  return steps;
}
