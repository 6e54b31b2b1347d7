import { VEHICLE_ACTIONS, type VehicleAction } from "@/domain/config/site-config";
import type { CarFacts } from "@/domain/stock/car-facts";
import {
  type CheckoutSettings,
  canReserve,
  canTradeIn,
  type TradeInSettings,
} from "@/domain/stock/checkout-eligibility";
import { hasHistoryReport, isAvailable } from "@/domain/stock/vehicle-status";

// "Vehicle page actions" (VEHICLE_ACTIONS, in the spec's order, which is the order
// they are shown) are defined once, with the site configuration that enables them.

export interface SiteVehicleActions extends CheckoutSettings, TradeInSettings {
  /** which actions the dealer turned on; order here does not matter */
  enabled: readonly VehicleAction[];
  /** the site's phone, used when the car's location has none */
  phone?: string | null;
  /** the assistant provider's script or page; without one there is no assistant to open */
  assistantUrl?: string | null;
}

export type VehicleActionsCar = Pick<
  CarFacts,
  "status" | "sold" | "reserved" | "reservable" | "price" | "payment_processors" | "file" | "location"
>;

function hasText(value: string | null | undefined): boolean {
  return (value?.trim() ?? "") !== "";
}

/**
 * The actions to show on a vehicle page: those the site enables that the car qualifies for.
 * Call and phone reveal need a phone (the car's location, else the site's); the vehicle
 * location action needs a location to point the map at; the assistant needs its provider. A
 * sold car keeps only the actions that ask about it.
 */
export function vehicleActions(car: VehicleActionsCar, site: SiteVehicleActions): VehicleAction[] {
  const enabled = new Set(site.enabled);
  // A sold car can still be asked about (similar stock, the dealer's phone), but it cannot
  // be test driven, financed, traded against, reserved or bought.
  const available = isAvailable(car);
  const hasPhone = hasText(car.location?.phone) || hasText(site.phone);
  const allowed: Record<VehicleAction, () => boolean> = {
    call: () => hasPhone,
    phone_reveal: () => hasPhone,
    finance: () => available,
    enquire: () => true,
    test_drive: () => available,
    trade_in: () => canTradeIn(car, site),
    reserve: () => canReserve(car, site),
    buy_online: () => canReserve(car, site),
    whatsapp: () => true,
    chat: () => true,
    history_report: () => hasHistoryReport(car),
    vehicle_location: () => car.location !== null,
    assistant_chat: () => hasText(site.assistantUrl),
  };
  return VEHICLE_ACTIONS.filter((action) => enabled.has(action) && allowed[action]());
}
