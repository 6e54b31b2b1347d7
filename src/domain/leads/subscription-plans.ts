import type { FormOption } from "@/domain/leads/form-definition";

export interface SubscriptionPlan {
  months: number;
  km_per_week: number;
}

const grouped = (n: number) => new Intl.NumberFormat("en-AU").format(n);

/** A plan in words, as the shopper chooses it and the dealer reads it: "3 months, 500 km a week". */
export function planLabel(plan: SubscriptionPlan): string {
  return `${plan.months} month${plan.months === 1 ? "" : "s"}, ${grouped(plan.km_per_week)} km a week`;
}

/** The Subscribe form's choices, shortest term first. */
export function planOptions(plans: readonly SubscriptionPlan[]): FormOption[] {
  return [...plans]
    .sort((a, b) => a.months - b.months)
    .map((plan) => ({ value: planLabel(plan), label: planLabel(plan) }));
}

/** What a card says under a subscription price: the shortest term and its allowance. */
export function planSummary(plans: readonly SubscriptionPlan[]): string | null {
  const shortest = [...plans].sort((a, b) => a.months - b.months)[0];
  if (!shortest) return null;
  return `From ${shortest.months} month${shortest.months === 1 ? "" : "s"} · ${grouped(shortest.km_per_week)} km/week`;
}
