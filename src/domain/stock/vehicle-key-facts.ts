import type { Market } from "@/domain/config/site-config";
import { odometerText } from "@/domain/stock/vehicle-meta";

interface FactsCar {
  car_type: string;
  km?: number | null;
  seats?: number | null;
  engine?: string | null;
  transmission?: string | null;
  fuel?: string | null;
  body?: string | null;
}

function present(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/**
 * The few facts shown as chips beside a vehicle's price, in the order its trade reads them
 *: an RV's berths first, a motorcycle's engine, a hire or subscription car's seats
 * (its odometer means nothing to a renter), a car's odometer, gearbox, fuel and body.
 */
export function vehicleKeyFacts(car: FactsCar, template: string, market: Market): string[] {
  const odometer = odometerText(car, market);
  const seats = car.seats != null && car.seats > 0 ? car.seats : null;
  let facts: (string | null)[];
  switch (template) {
    case "range":
    case "camper":
      // The seed and the feeds carry an RV's sleeping berths in `seats`.
      facts = [seats ? `Sleeps ${seats}` : null, present(car.body), odometer, present(car.transmission)];
      break;
    case "motorcycle":
      facts = [odometer, present(car.engine), present(car.transmission), present(car.body)];
      break;
    case "truck":
      facts = [present(car.body), odometer, present(car.engine), present(car.transmission)];
      break;
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
