/**
 * The one escaping module: text into HTML or XML markup, and data into an inline script.
 * Nothing else in the code base builds markup from text by hand.
 */
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  // A raw carriage return reaches an XML reader as a line feed (XML end-of-line handling);
  // as a character reference it arrives as sent.
  "\r": "&#13;",
  // Inside an XML attribute a raw tab or line feed is read as a space (attribute-value
  // normalisation); as references they arrive as sent.
  "\t": "&#9;",
  "\n": "&#10;",
};

/**
 * Text made safe to place in HTML or XML markup, in element content and in quoted attribute
 * values alike: the five characters that could end or open markup become entities, and a
 * carriage return a reference so an XML reader keeps it.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"'\r]/g, (c) => ENTITIES[c] ?? c);
}

/** As escapeMarkup, for a quoted attribute value that must keep its tabs and line breaks in XML. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"'\r\t\n]/g, (c) => ENTITIES[c] ?? c);
}

/**
 * XML 1.0's characters: tab, LF, CR and most of Unicode. Anything else (control characters,
 * lone surrogates, U+FFFE/U+FFFF) makes a whole document unparseable.
 */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** Text without the characters XML cannot carry at all (they are dropped, not escaped). */
export function dropNonXmlChars(value: string): string {
  let out = "";
  for (const char of value) if (isXmlChar(char.codePointAt(0) ?? 0)) out += char;
  return out;
}

/**
 * JSON for an inline <script> (application/json or application/ld+json): '<' is escaped so
 * no text inside can close the script element or open a comment.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
