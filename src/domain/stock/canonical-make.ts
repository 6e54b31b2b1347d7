/**
 * Make-name aliases map regional variants to canonical make names. Keys match
 * case-insensitively because feeds disagree on casing ("MERCEDES" vs "Mercedes"); a make
 * with no alias is returned trimmed, as given.
 */
export function canonicalMake(make: string, aliases: Readonly<Record<string, string>> = {}): string {
  const trimmed = make.trim();
  const wanted = trimmed.toLowerCase();
  for (const [variant, canonical] of Object.entries(aliases)) {
    if (variant.trim().toLowerCase() === wanted) return canonical;
  }
  return trimmed;
}
