/**
 * A location's labelled phone numbers, each number once: a landline or mobile that dials the
 * same digits as a number already listed (often the main phone typed again) is left out,
 * so a shopper never sees one number under two labels.
 */
export function distinctContactNumbers(
  numbers: ReadonlyArray<readonly [label: string, number: string | null | undefined]>,
): Array<[label: string, number: string]> {
  const seen = new Set<string>();
  const kept: Array<[string, string]> = [];
  for (const [label, number] of numbers) {
    if (!number) continue;
    const digits = number.replace(/\D/g, "");
    if (digits === "" || seen.has(digits)) continue;
    seen.add(digits);
    kept.push([label, number.trim()]);
  }
  return kept;
}

/**
 * Where an email address may wrap when it does not fit: after the '@' and before each dot, so
 * 'sales@harbourcitymotorgroup.com.au' never breaks in the middle of a word.
 */
export function emailWrapPoints(email: string): string[] {
  const at = email.indexOf("@");
  if (at < 0) return [email];
  const local = email.slice(0, at + 1);
  const domain = email.slice(at + 1).split(/(?=\.)/);
  return [local, ...domain];
}
