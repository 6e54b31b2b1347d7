/** The car a call is about, as the click-to-call event and car_phone_call describe it. */
export interface CallCar {
  id: number;
  dealership_id: number;
  car_type?: string | null;
  name?: string;
  slug?: string;
  stocknum?: string | null;
  /** Cents. */
  price?: number | null;
}

/** Just the fields a call needs from a listed car (what crosses to the browser stays small). */
export function callCarOf(car: CallCar): CallCar {
  const { id, dealership_id, car_type, name, slug, stocknum, price } = car;
  return { id, dealership_id, car_type, name, slug, stocknum, price };
}
