import { localeFor, localiseText } from "@/domain/site/locale";
import { conditionLabel } from "@/domain/stock/condition-label";
import { odometerText } from "@/domain/stock/vehicle-meta";
import { UpcomingDates } from "@/features/vehicle/upcoming-dates";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/** The vehicle's specifications, the ones it has, as a list of terms; then its upcoming dates. */
export function VehicleSpecs({
  site,
  car,
  now,
  timeZone,
}: {
  site: Pick<Site, "market" | "config">;
  car: CarDetail;
  now: Date;
  /** the time zone of the vehicle's location, for its dates */
  timeZone: string;
}) {
  const location = car.location;
  const specs: [string, string | number | null | undefined][] = [
    ["Condition", conditionLabel(car.car_type, site.config.labels.pre_owned_wording)],
    ["Year", car.year],
    ["Make", car.make],
    ["Model", car.model],
    ["Series", car.series],
    ["Badge", car.badge],
    ["Body", car.body],
    [localiseText("Odometer", site.market), odometerText(car, site.market)],
    ["Transmission", car.transmission],
    ["Fuel", car.fuel],
    ["Engine", car.engine],
    ["Drive", car.drive],
    [localiseText("Colour", site.market), car.colour],
    ["Doors", car.doors],
    ["Seats", car.seats],
    ["VIN", car.vin],
    ["Stock number", car.stocknum],
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
