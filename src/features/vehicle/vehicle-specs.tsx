import { localeFor } from "@/domain/site/locale";
import { vehicleSpecRows } from "@/domain/stock/trade-specs";
import { UpcomingDates } from "@/features/vehicle/upcoming-dates";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/** The vehicle's specifications its trade reads (the ones it has), as a list of terms; then its upcoming dates. */
export function VehicleSpecs({
  site,
  car,
  now,
  timeZone,
}: {
  site: Pick<Site, "market" | "config" | "template">;
  car: CarDetail;
  now: Date;
  /** the time zone of the vehicle's location, for its dates */
  timeZone: string;
}) {
  const location = car.location;
  const specs: (readonly [string, string | number | null | undefined])[] = [
    ...vehicleSpecRows(car, {
      template: site.template,
      market: site.market,
      preOwnedWording: site.config.labels.pre_owned_wording,
    }),
    ["Location", location ? `${location.name}${location.city ? `, ${location.city}` : ""}` : car.city],
  ];
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="text-xl font-extrabold tracking-tight">
        Specifications
      </h2>
      <dl className="mt-3 grid overflow-hidden rounded-xl border border-line sm:grid-cols-2">
        {specs
          .filter(([, value]) => value !== null && value !== undefined && value !== "")
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-line px-4 py-3 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
      </dl>
      <UpcomingDates dates={car.date} now={now} locale={localeFor(site.market).locale} timeZone={timeZone} />
    </section>
  );
}
