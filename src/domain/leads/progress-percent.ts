/** SPEC §4: round(step/total*100), and 100 once the form is marked complete. */
export function progressPercent(step: number, total: number, complete: boolean): number {
  if (complete) return 100;
  if (total <= 0) return 0;
  return Math.round((step / total) * 100);
}
