import { nounInSentence } from "@/domain/site/vehicle-noun";
import { Tick } from "@/features/vehicle/price-includes";
import type { CarDetail } from "@/server/stock/car-detail";

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="mt-3 whitespace-pre-line first:mt-0">
            {p}
          </p>
        ))}
    </>
  );
}

/** The dealer's description of the vehicle (its paragraphs kept) and its list of features. */
export function VehicleAbout({
  car,
  noun,
}: {
  car: Pick<CarDetail, "description" | "features">;
  noun: string;
}) {
  return (
    <>
      {car.description && (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-xl font-extrabold tracking-tight">
            About this {nounInSentence(noun)}
          </h2>
          <div className="mt-3 max-w-prose leading-relaxed text-ink">
            <Paragraphs text={car.description} />
          </div>
        </section>
      )}

      {car.features.length > 0 && (
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-xl font-extrabold tracking-tight">
            Features
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {car.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <Tick />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
