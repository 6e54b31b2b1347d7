/**
 * The text a regular expression's group captured, known to be there: a test that reads a number or
 * an address out of a page fails here, naming what it looked for and where, when it is missing.
 */
export function captured(text: string | null | undefined, pattern: RegExp, what: string, group = 1): string {
  const found = pattern.exec(text ?? "")?.[group];
  if (found === undefined) {
    throw new Error(`Expected ${what} (${pattern}) in ${JSON.stringify(text?.slice(0, 200) ?? text)}`);
  }
  return found;
}
