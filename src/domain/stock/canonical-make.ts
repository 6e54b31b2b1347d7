/**
 * Make names, normalised platform-wide: a feed, an import file or a shopper's address may
 * write a make any way ("VW", "MERCEDES", "Mercedes Benz", "harley davidson"); each of those
 * is one make, stored, filtered and counted under its usual name ("Volkswagen",
 * "Mercedes-Benz", "Harley-Davidson"). A site may add its own aliases on top
 * (stock.scope.make_aliases). Matching ignores case and repeated spaces; a make the platform
 * does not know is kept as given, trimmed.
 */

/** The platform's aliases: another spelling → the usual name. */
const PLATFORM_MAKE_ALIASES: Readonly<Record<string, string>> = {
  VW: "Volkswagen",
  Volkswagon: "Volkswagen",
  "Volks Wagen": "Volkswagen",
  Mercedes: "Mercedes-Benz",
  "Mercedes Benz": "Mercedes-Benz",
  Merc: "Mercedes-Benz",
  Benz: "Mercedes-Benz",
  "Harley Davidson": "Harley-Davidson",
  Harley: "Harley-Davidson",
  "Land-Rover": "Land Rover",
  Landrover: "Land Rover",
  "Rolls Royce": "Rolls-Royce",
  Chev: "Chevrolet",
  Chevy: "Chevrolet",
  Alfa: "Alfa Romeo",
  "Mitsubishi Fuso": "Fuso",
  "Great Wall Motors": "GWM",
};

/** Makes the platform writes one way whatever case they arrive in ("BMW", not "Bmw"). */
const KNOWN_MAKES: readonly string[] = [
  "Alfa Romeo",
  "Audi",
  "Avan",
  "BMW",
  "BYD",
  "Chevrolet",
  "Ducati",
  "Ford",
  "Fuso",
  "GWM",
  "Harley-Davidson",
  "Hino",
  "Holden",
  "Honda",
  "Hyundai",
  "Isuzu",
  "Jayco",
  "Jeep",
  "Kawasaki",
  "Kenworth",
  "Kia",
  "KTM",
  "Land Rover",
  "LDV",
  "Lexus",
  "Mazda",
  "Mercedes-Benz",
  "MG",
  "Mitsubishi",
  "Nissan",
  "Polestar",
  "Ram",
  "Renault",
  "Rolls-Royce",
  "Subaru",
  "Suzuki",
  "Tesla",
  "Toyota",
  "Triumph",
  "Volkswagen",
  "Volvo",
  "Yamaha",
];

const key = (make: string) => make.trim().replace(/\s+/g, " ").toLowerCase();

const PLATFORM_LOOKUP: ReadonlyMap<string, string> = new Map([
  ...KNOWN_MAKES.map((make) => [key(make), make] as const),
  ...Object.entries(PLATFORM_MAKE_ALIASES).map(([variant, usual]) => [key(variant), usual] as const),
]);

/** The make under the platform's usual name ("vw" → "Volkswagen"); an unknown make trimmed. */
export function normaliseMake(make: string): string {
  return PLATFORM_LOOKUP.get(key(make)) ?? make.trim().replace(/\s+/g, " ");
}

/**
 * The make under the site's aliases first ("Make-name aliases map regional variants to
 * canonical make names"), then the platform's.
 */
export function canonicalMake(make: string, aliases: Readonly<Record<string, string>> = {}): string {
  const wanted = key(make);
  for (const [variant, canonical] of Object.entries(aliases)) {
    if (key(variant) === wanted) return normaliseMake(canonical);
  }
  return normaliseMake(make);
}

/**
 * Every spelling that is not its own usual name, lower case → the usual name, lower case:
 * the platform's aliases with the site's over them (what a search's SQL compares with).
 */
export function makeAliasesLowerCase(aliases: Readonly<Record<string, string>> = {}): Map<string, string> {
  const out = new Map<string, string>();
  for (const variant of [...Object.keys(PLATFORM_MAKE_ALIASES), ...Object.keys(aliases)]) {
    const usual = canonicalMake(variant, aliases).toLowerCase();
    if (key(variant) !== usual) out.set(key(variant), usual);
  }
  return out;
}
