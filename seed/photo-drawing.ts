/**
 * Which demo drawing a listing's photos use: chosen from what the catalogue knows of the
 * vehicle (kind, body, doors, the badge and a range site's category), so a 2-door convertible
 * is drawn open-topped, a prime mover has no body, and a pop top has its canvas band. Pure: the
 * seed and its tests share it.
 */

const PHOTO_DRAWINGS = [
  "sedan",
  "hatch",
  "wagon",
  "suv",
  "suv-3-door",
  "ute-dual-cab",
  "ute-single-cab",
  "coupe",
  "convertible",
  "van",
  "people-mover",
  "motorcycle-sport",
  "motorcycle-naked",
  "motorcycle-cruiser",
  "motorcycle-touring",
  "motorcycle-adventure",
  "motorcycle-classic",
  "prime-mover",
  "truck-pantech",
  "truck-curtainsider",
  "truck-tipper",
  "truck-tray",
  "truck-cab-chassis",
  "caravan",
  "caravan-off-grid",
  "pop-top",
  "camper-trailer",
  "toy-hauler",
  "motorhome",
  "j-pod",
] as const;
export type PhotoDrawing = (typeof PHOTO_DRAWINGS)[number];

export interface PhotoSubject {
  kind: "car" | "motorcycle" | "rv" | "truck";
  /** The listing's body type, as the feed spells it (Sedan, Pickup Truck, Pop Top, ...). */
  body: string;
  doors: number | null;
  /** The trim, which for trucks often names the body (Tipper, Curtainsider). */
  badge?: string | null;
  /** A range site's category (J-POD, OFF-GRID, TOY HAULERS, ...). */
  manufacturer_body?: string | null;
}

const has = (text: string, ...words: string[]) => words.some((w) => text.includes(w));

function carDrawing(body: string, doors: number | null, badge: string): PhotoDrawing {
  if (has(body, "convertible", "cabriolet", "roadster", "spyder", "spider")) return "convertible";
  if (has(body, "coupe", "coupé")) return "coupe";
  if (has(body, "wagon", "estate")) return "wagon";
  if (has(body, "hatch")) return "hatch";
  if (has(body, "people mover", "minivan", "mpv")) return "people-mover";
  if (has(body, "van", "bus")) return "van";
  if (has(body, "ute", "utility", "pickup", "cab chassis")) {
    if (has(badge, "single cab", "regular cab")) return "ute-single-cab";
    if (has(badge, "dual cab", "double cab", "crew cab", "extra cab", "space cab")) return "ute-dual-cab";
    return doors !== null && doors <= 2 ? "ute-single-cab" : "ute-dual-cab";
  }
  if (has(body, "suv", "4x4", "crossover")) return doors !== null && doors <= 3 ? "suv-3-door" : "suv";
  if (doors !== null && doors <= 2) return "coupe";
  return "sedan";
}

function motorcycleDrawing(body: string): PhotoDrawing {
  if (has(body, "touring", "tourer", "bagger")) return "motorcycle-touring";
  if (has(body, "adventure", "dual sport", "enduro")) return "motorcycle-adventure";
  if (has(body, "cruiser", "bobber", "chopper")) return "motorcycle-cruiser";
  if (has(body, "sport", "super")) return "motorcycle-sport";
  if (has(body, "classic", "scrambler", "retro", "cafe")) return "motorcycle-classic";
  return "motorcycle-naked";
}

function truckDrawing(text: string): PhotoDrawing | null {
  if (has(text, "prime mover", "tractor")) return "prime-mover";
  if (has(text, "curtain", "tautliner")) return "truck-curtainsider";
  if (has(text, "tipper", "dump")) return "truck-tipper";
  if (has(text, "tray", "dropside", "flatbed")) return "truck-tray";
  if (has(text, "pantech", "box", "van")) return "truck-pantech";
  if (has(text, "cab chassis")) return "truck-cab-chassis";
  return null;
}

function rvDrawing(text: string): PhotoDrawing | null {
  if (has(text, "j-pod", "pod")) return "j-pod";
  if (has(text, "pop top")) return "pop-top";
  if (has(text, "camper trailer")) return "camper-trailer";
  if (has(text, "toy hauler")) return "toy-hauler";
  if (has(text, "off-grid", "off grid", "off-road", "off road")) return "caravan-off-grid";
  if (has(text, "motorised", "motorhome", "campervan")) return "motorhome";
  if (has(text, "caravan")) return "caravan";
  return null;
}

/** The drawing for a listing's photos. */
export function photoDrawingFor(subject: PhotoSubject): PhotoDrawing {
  const body = subject.body.toLowerCase();
  const badge = (subject.badge ?? "").toLowerCase();
  const category = (subject.manufacturer_body ?? "").toLowerCase();
  switch (subject.kind) {
    case "car":
      return carDrawing(body, subject.doors, badge);
    case "motorcycle":
      return motorcycleDrawing(body);
    case "truck":
      // A trim that names the body (a Pantech model sold as a Tipper) wins over the model's body.
      return truckDrawing(badge) ?? truckDrawing(body) ?? "truck-pantech";
    case "rv":
      // The range category is the most specific (OFF-GRID caravans), then the body.
      return rvDrawing(category) ?? rvDrawing(body) ?? "caravan";
  }
}
