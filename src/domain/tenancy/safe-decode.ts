/**
 * decodeURIComponent that never throws: a malformed escape ("%zz", a lone "%", broken
 * UTF-8) leaves the text as it was, so a probe like /cars/%zz finds nothing (404) instead
 * of crashing the page (500).
 */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
