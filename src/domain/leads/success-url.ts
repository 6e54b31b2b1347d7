import { slugify } from "@/domain/input/slugify";

export type SuccessPairs = Readonly<Record<string, string | number | boolean | null | undefined>>;

const SUCCESS_PATH = "/success";

// A car_type among the extra pairs replaces the category.
function vehicleCategory(carType: string): string {
  const type = carType.trim().toLowerCase();
  if (type === "demo") return "demo-vehicle-enquiry";
  if (type === "used") return "used-vehicle-enquiry";
  return "new-vehicle-enquiry";
}

/**
 * /success: category is the slugified category name, followed by the extra
 * query pairs passed from the form. If the pairs contain a (non-empty) car_type, the
 * category becomes demo-, used- or new-vehicle-enquiry. Empty pairs are left out, and a
 * `category` pair cannot override the computed one.
 */
export function successUrl(category: string, extraPairs: SuccessPairs = {}): string {
  const extras = Object.entries(extraPairs).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[0] !== "category" && entry[1] !== null && entry[1] !== undefined && entry[1] !== "",
  );
  const carType = extras.find(([key]) => key === "car_type")?.[1];
  const query = new URLSearchParams({
    category: carType === undefined ? slugify(category) : vehicleCategory(String(carType)),
  });
  for (const [key, value] of extras) query.append(key, String(value));
  return `${SUCCESS_PATH}?${query.toString()}`;
}
