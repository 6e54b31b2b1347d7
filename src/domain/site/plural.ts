/**
 * "Plural forms: bus to buses, hatch to hatches, SUV to SUVs, utility to utilities".
 * Vehicle nouns and body types come from dealer data, so the general English rules apply
 * to anything not listed, and acronyms (SUV, RV, 4WD) only take a lower-case 's'.
 */

/** The spec's examples, kept as explicit entries so they never depend on the general rules. */
const PLURAL_EXCEPTIONS: Readonly<Record<string, string>> = {
  bus: "buses",
  hatch: "hatches",
  suv: "SUVs",
  utility: "utilities",
};

// Short all-capital words are acronyms; longer capitalised words are shouting ('COUPE').
const ACRONYM = /^(?=.*[A-Z])[A-Z0-9]{2,4}$/;

/** Plural of `word`, or `word` itself when count is exactly 1. Only the last word of a phrase changes. */
export function pluralise(word: string, count?: number): string {
  if (count === 1 || word.trim() === "") return word;
  const match = /^(.*?)(\S+)(\s*)$/s.exec(word);
  if (match === null) return word;
  const [, head = "", last = "", trail = ""] = match;
  return `${head}${pluraliseWord(last)}${trail}`;
}

function pluraliseWord(word: string): string {
  const exception = PLURAL_EXCEPTIONS[word.toLowerCase()];
  // An acronym exception ('SUVs') has one correct case however the word was typed.
  if (exception !== undefined)
    return ACRONYM.test(exception.slice(0, -1)) ? exception : matchCase(word, exception);
  if (ACRONYM.test(word)) return `${word}s`;
  const upper = word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
  const suffix = (s: string) => (upper ? s.toUpperCase() : s);
  if (/(s|sh|ch|x|z)$/i.test(word)) return word + suffix("es");
  if (/[^aeiou]y$/i.test(word)) return word.slice(0, -1) + suffix("ies");
  return word + suffix("s");
}

function matchCase(original: string, plural: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return plural.toUpperCase();
  const first = original.charAt(0);
  if (first !== first.toLowerCase()) return plural.charAt(0).toUpperCase() + plural.slice(1);
  return plural;
}
