/**
 * The LIKE/ILIKE pattern that matches text containing `words` as typed: `%`, `_` and `\` in
 * the words are escaped, so a shopper's "100%" or an address's "first_name" match themselves
 * rather than acting as wildcards.
 */
export function containsPattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
