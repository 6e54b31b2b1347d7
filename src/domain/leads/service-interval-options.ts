import type { Market } from "@/domain/config/site-config";
import type { FormOption } from "@/domain/leads/form-definition";

/** Logbook intervals offered on the service form: every 10,000 km (or 6,000 miles) to 150,000 km. */
const STEPS = 15;

/**
 * The service form's "service required" options (optionsSource "service-intervals"):
 * logbook intervals in the market's distance unit, then the common non-logbook jobs.
 */
export function serviceIntervalOptions(market: Market): FormOption[] {
  const miles = market === "US";
  const step = miles ? 6_000 : 10_000;
  const unit = miles ? "miles" : "km";
  const months = (i: number) => (i % 2 === 0 ? `${i / 2} year${i === 2 ? "" : "s"}` : `${i * 6} months`);
  const intervals = Array.from({ length: STEPS }, (_, i) => {
    const distance = new Intl.NumberFormat("en-AU").format(step * (i + 1));
    const label = `${distance} ${unit} / ${months(i + 1)} logbook service`;
    return { value: label, label };
  });
  return [
    ...intervals,
    ...["General service", "Repair or diagnosis", "Not sure"].map((label) => ({ value: label, label })),
  ];
}
