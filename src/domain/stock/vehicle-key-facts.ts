import type { Market } from "@/domain/config/site-config";
import { berthsOf, engineSizeText, kilograms, type TradeSpecs } from "@/domain/stock/trade-specs";
import { odometerText } from "@/domain/stock/vehicle-meta";

interface FactsCar extends TradeSpecs {
  car_type: string;
  km?: number | null;
  seats?: number | null;
  engine?: string | null;
  transmission?: string | null;
  fuel?: string | null;
  body?: string | null;
  series?: string | null;
  badge?: string | null;
}

function present(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/**
 * The few facts shown as chips beside a vehicle's price, in the order its trade reads them
 *: an RV's berths first and its length, a motorcycle's engine size and whether it is
 * learner approved (LAMS), a truck's body, GVM and licence class, a hire or subscription
 * car's seats (its odometer means nothing to a renter), a car's odometer, gearbox, fuel and body.
 */
export function vehicleKeyFacts(input: FactsCar, template: string, market: Market): string[] {
  // A body the trim already names ("Pantech" on a Pantech) is not said twice.
  const trim = `${input.series ?? ""} ${input.badge ?? ""}`.toLowerCase();
  const body = input.body?.trim();
  const car = body && trim.includes(body.toLowerCase()) ? { ...input, body: null } : input;
  const odometer = odometerText(car, market);
  const seats = car.seats != null && car.seats > 0 ? car.seats : null;
  let facts: (string | null)[];
  switch (template) {
    case "range":
    case "camper": {
      const berths = berthsOf(car);
      const length =
        car.length_mm != null && car.length_mm > 0
          ? `${(Math.round(car.length_mm / 100) / 10).toFixed(1)} m long`
          : null;
      facts = [
        berths ? `Sleeps ${berths}` : null,
        present(car.body),
        length,
        odometer,
        present(car.transmission),
      ];
      break;
    }
    case "motorcycle":
      facts = [
        odometer,
        engineSizeText(car.engine_cc, market) ?? present(car.engine),
        car.lams ? "LAMS" : null,
        present(car.transmission),
        present(car.body),
      ];
      break;
    case "truck": {
      const gvm = kilograms(car.gvm_kg, market);
      const licence = present(car.licence_class);
      facts = [
        present(car.body),
        gvm ? `GVM ${gvm}` : null,
        licence ? `${licence.toUpperCase()} licence` : null,
        odometer,
        present(car.engine),
        present(car.transmission),
      ];
      break;
    }
    case "rental":
    case "subscription":
      facts = [
        seats ? `${seats} seats` : null,
        present(car.transmission),
        present(car.fuel),
        present(car.body),
      ];
      break;
    default:
      facts = [odometer, present(car.transmission), present(car.fuel), present(car.body)];
  }
  return facts.filter((fact): fact is string => fact !== null);
}
