import { describe, expect, test } from "vitest";
import { DEMO_SITES } from "./demo-sites";
import { type PhotoDrawing, type PhotoSubject, photoDrawingFor } from "./photo-drawing";
import { CATALOGUE } from "./vehicle-catalogue";

const car = (body: string, doors: number | null, badge?: string): PhotoSubject => ({
  kind: "car",
  body,
  doors,
  badge,
});

describe("photoDrawingFor", () => {
  const cases: [what: string, subject: PhotoSubject, drawing: PhotoDrawing][] = [
    ["a sedan", car("Sedan", 4), "sedan"],
    ["a 2-door sedan is a coupe", car("Sedan", 2), "coupe"],
    ["a coupe", car("Coupe", 2), "coupe"],
    ["a convertible is open-topped", car("Convertible", 2), "convertible"],
    ["a cabriolet", car("Cabriolet", 2), "convertible"],
    ["a roadster", car("Roadster", 2), "convertible"],
    ["a hatch", car("Hatch", 5), "hatch"],
    ["a hatchback", car("Hatchback", 4), "hatch"],
    ["a wagon", car("Wagon", 5), "wagon"],
    ["an SUV", car("SUV", 5), "suv"],
    ["a 3-door SUV", car("SUV", 3), "suv-3-door"],
    ["a dual cab ute", car("Ute", 4), "ute-dual-cab"],
    ["a single cab ute", car("Ute", 2), "ute-single-cab"],
    ["a utility named single cab", car("Utility", null, "Workmate Single Cab"), "ute-single-cab"],
    ["a pickup truck with a crew cab", car("Pickup Truck", 2, "XLT Crew Cab"), "ute-dual-cab"],
    ["a US pickup", car("Pickup Truck", 4), "ute-dual-cab"],
    ["a van", car("Van", 4), "van"],
    ["a people mover", car("People Mover", 5), "people-mover"],
    ["an unknown car body", car("Light Truck", 4), "sedan"],
    ["a sport bike", { kind: "motorcycle", body: "Sport", doors: null }, "motorcycle-sport"],
    ["a naked bike", { kind: "motorcycle", body: "Naked", doors: null }, "motorcycle-naked"],
    ["a cruiser", { kind: "motorcycle", body: "Cruiser", doors: null }, "motorcycle-cruiser"],
    ["a touring bike", { kind: "motorcycle", body: "Touring", doors: null }, "motorcycle-touring"],
    ["an adventure bike", { kind: "motorcycle", body: "Adventure", doors: null }, "motorcycle-adventure"],
    ["a scrambler", { kind: "motorcycle", body: "Scrambler", doors: null }, "motorcycle-classic"],
    ["a classic", { kind: "motorcycle", body: "Classic", doors: null }, "motorcycle-classic"],
    ["a prime mover", { kind: "truck", body: "Prime Mover", doors: 2, badge: "Sleeper" }, "prime-mover"],
    ["a pantech", { kind: "truck", body: "Pantech", doors: 2 }, "truck-pantech"],
    ["a curtainsider", { kind: "truck", body: "Curtainsider", doors: 2 }, "truck-curtainsider"],
    ["a tipper", { kind: "truck", body: "Tipper", doors: 2, badge: "Day Cab" }, "truck-tipper"],
    ["a tray", { kind: "truck", body: "Tray", doors: 2 }, "truck-tray"],
    ["a cab chassis", { kind: "truck", body: "Cab Chassis", doors: 2 }, "truck-cab-chassis"],
    [
      "a pantech model sold as a tipper",
      { kind: "truck", body: "Pantech", doors: 2, badge: "Tipper" },
      "truck-tipper",
    ],
    [
      "a pantech model sold as a tautliner",
      { kind: "truck", body: "Pantech", doors: 2, badge: "Tautliner" },
      "truck-curtainsider",
    ],
    ["a traypack", { kind: "truck", body: "Tray", doors: 2, badge: "Traypack" }, "truck-tray"],
    ["a caravan", { kind: "rv", body: "Caravan", doors: 1, manufacturer_body: "CARAVANS" }, "caravan"],
    [
      "an off-grid caravan",
      { kind: "rv", body: "Caravan", doors: 1, manufacturer_body: "OFF-GRID" },
      "caravan-off-grid",
    ],
    ["a pop top", { kind: "rv", body: "Pop Top", doors: 1 }, "pop-top"],
    ["a camper trailer", { kind: "rv", body: "Camper Trailer", doors: null }, "camper-trailer"],
    ["a toy hauler", { kind: "rv", body: "Toy Hauler", doors: 2 }, "toy-hauler"],
    ["a motorhome", { kind: "rv", body: "Motorhome", doors: 3 }, "motorhome"],
    [
      "a motorised RV",
      { kind: "rv", body: "Campervan", doors: 3, manufacturer_body: "MOTORISED" },
      "motorhome",
    ],
    ["a J-POD", { kind: "rv", body: "Pod", doors: 1, manufacturer_body: "J-POD" }, "j-pod"],
  ];
  test.each(cases)("%s", (_what, subject, drawing) => {
    expect(photoDrawingFor(subject)).toBe(drawing);
  });
});

describe("the demo catalogue's drawings", () => {
  const drawingOf = (make: string, model: string, badge?: string) => {
    const m = CATALOGUE.find((c) => c.make === make && c.model === model);
    if (!m) throw new Error(`${make} ${model} is not in the catalogue`);
    return photoDrawingFor({ ...m, badge: badge ?? m.badges[0] });
  };
  const cases: [make: string, model: string, badge: string | undefined, drawing: PhotoDrawing][] = [
    ["Mazda", "MX-5", undefined, "convertible"],
    ["Subaru", "Outback", undefined, "wagon"],
    ["Suzuki", "Jimny", undefined, "suv-3-door"],
    ["Kia", "Carnival", undefined, "people-mover"],
    ["Toyota", "HiAce", undefined, "van"],
    ["Toyota", "HiLux", undefined, "ute-dual-cab"],
    ["Kenworth", "T610", undefined, "prime-mover"],
    ["Volvo", "FH 540", undefined, "prime-mover"],
    ["Isuzu", "NPR 75-190", "Pantech", "truck-pantech"],
    ["Isuzu", "NPR 75-190", "Tipper", "truck-tipper"],
    ["Isuzu", "NPR 75-190", "Cab Chassis", "truck-cab-chassis"],
    ["Hino", "500 Series FD 1124", "Tautliner", "truck-curtainsider"],
    ["Honda", "CBR650R", undefined, "motorcycle-sport"],
    ["Yamaha", "MT-07", undefined, "motorcycle-naked"],
    ["Harley-Davidson", "Fat Boy 114", undefined, "motorcycle-cruiser"],
    ["Harley-Davidson", "Street Glide", undefined, "motorcycle-touring"],
    ["Yamaha", "Ténéré 700", undefined, "motorcycle-adventure"],
    ["Triumph", "Bonneville T120", undefined, "motorcycle-classic"],
    ["Outback Range", "J-Pod 12", undefined, "j-pod"],
    ["Outback Range", "Breakaway 17 Pop Top", undefined, "pop-top"],
    ["Outback Range", "Simpson 19 Off-Grid", undefined, "caravan-off-grid"],
    ["Outback Range", "Basecamp 22 Toy Hauler", undefined, "toy-hauler"],
    ["Outback Range", "Tourer 640 Motorhome", undefined, "motorhome"],
    ["Jayco", "Swan", undefined, "camper-trailer"],
    ["Jayco", "Journey", undefined, "caravan"],
  ];
  test.each(cases)("%s %s %s", (make, model, badge, drawing) => {
    expect(drawingOf(make, model, badge)).toBe(drawing);
  });
});

describe("the demo model pages", () => {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const pages = DEMO_SITES.flatMap((site) => site.models).flatMap((page) => {
    const model = CATALOGUE.find((c) => slug(c.make) === page.manufacturer && c.model === page.name);
    return model ? [[`${page.manufacturer} ${page.name}`, page.image.body, model] as const] : [];
  });
  test("match catalogue models", () => expect(pages.length).toBeGreaterThan(20));
  test.each(pages)("%s is drawn like its stock", (_name, drawing, model) => {
    expect(drawing).toBe(photoDrawingFor({ ...model, badge: model.badges[0] }));
  });
});
