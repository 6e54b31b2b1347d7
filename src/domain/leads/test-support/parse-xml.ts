// A deliberately small, strict XML 1.0 parser for tests: it accepts only well-formed
// documents (one root, matched tags, quoted unique attributes, valid entity references,
// no stray '<' or '&', only legal characters) and returns a tree to assert on. It is a
// test oracle for buildAdfXml, so it shares no code with it.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

export interface XmlDocument {
  instructions: { target: string; data: string }[];
  root: XmlElement;
}

const NAME = /^[A-Za-z_:][A-Za-z0-9_.:-]*/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export class XmlSyntaxError extends Error {}

function legal(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

function decode(raw: string, at: number): string {
  if (raw.includes("<")) throw new XmlSyntaxError(`'<' in character data at ${at}`);
  return raw.replace(/&([^;]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) throw new XmlSyntaxError(`unterminated reference at ${at}`);
    if (body in ENTITIES) return ENTITIES[body] ?? "";
    const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(body);
    if (numeric) {
      const code = numeric[1] !== undefined ? Number.parseInt(numeric[1], 16) : Number(numeric[2]);
      if (!legal(code)) throw new XmlSyntaxError(`illegal character reference at ${at}`);
      return String.fromCodePoint(code);
    }
    throw new XmlSyntaxError(`unknown entity &${body}; at ${at}`);
  });
}

export function parseXml(input: string): XmlDocument {
  for (const char of input) {
    if (!legal(char.codePointAt(0) ?? 0)) throw new XmlSyntaxError("illegal character");
  }
  let pos = 0;
  const fail = (why: string): never => {
    throw new XmlSyntaxError(`${why} at ${pos}`);
  };
  const skipSpace = () => {
    while (pos < input.length && /\s/.test(input[pos] ?? "")) pos += 1;
  };
  const readName = (): string => {
    const match = NAME.exec(input.slice(pos));
    if (!match) return fail("expected a name");
    pos += match[0].length;
    return match[0];
  };
  const instructions: XmlDocument["instructions"] = [];

  const readMisc = () => {
    for (;;) {
      skipSpace();
      if (input.startsWith("<?", pos)) {
        const end = input.indexOf("?>", pos);
        if (end === -1) fail("unterminated processing instruction");
        pos += 2;
        const target = readName();
        const data = input.slice(pos, end).trim();
        if (target.toLowerCase() === "xml" && instructions.length > 0) fail("misplaced xml declaration");
        instructions.push({ target, data });
        pos = end + 2;
      } else if (input.startsWith("<!--", pos)) {
        const end = input.indexOf("-->", pos);
        if (end === -1) fail("unterminated comment");
        pos = end + 3;
      } else return;
    }
  };

  const readElement = (): XmlElement => {
    if (input[pos] !== "<") fail("expected '<'");
    pos += 1;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = pos;
      skipSpace();
      if (input.startsWith("/>", pos)) {
        pos += 2;
        return { name, attributes, children: [] };
      }
      if (input[pos] === ">") {
        pos += 1;
        break;
      }
      if (pos === before) fail("expected whitespace before attribute");
      const attrName = readName();
      skipSpace();
      if (input[pos] !== "=") fail("expected '='");
      pos += 1;
      skipSpace();
      const quote = input[pos];
      if (quote !== '"' && quote !== "'") return fail("expected a quoted attribute value");
      const end = input.indexOf(quote, pos + 1);
      if (end === -1) fail("unterminated attribute value");
      if (attrName in attributes) fail(`duplicate attribute ${attrName}`);
      attributes[attrName] = decode(input.slice(pos + 1, end), pos);
      pos = end + 1;
    }
    const children: XmlElement["children"] = [];
    for (;;) {
      if (pos >= input.length) fail(`unclosed <${name}>`);
      if (input.startsWith("</", pos)) {
        pos += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipSpace();
        if (input[pos] !== ">") fail("expected '>'");
        pos += 1;
        return { name, attributes, children };
      }
      if (input.startsWith("<!--", pos)) {
        const end = input.indexOf("-->", pos);
        if (end === -1) fail("unterminated comment");
        pos = end + 3;
      } else if (input[pos] === "<") {
        children.push(readElement());
      } else {
        const next = input.indexOf("<", pos);
        const end = next === -1 ? input.length : next;
        const raw = input.slice(pos, end);
        if (raw.includes("]]>")) fail("']]>' in character data");
        children.push(decode(raw, pos));
        pos = end;
      }
    }
  };

  readMisc();
  const root = readElement();
  readMisc();
  if (pos !== input.length) fail("content after the root element");
  return { instructions, root };
}

/** Child elements of `element` named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== "string" && child.name === name,
  );
}

/** The single child element at a path such as "customer/contact/email", or undefined. */
export function at(element: XmlElement, path: string): XmlElement | undefined {
  let current: XmlElement | undefined = element;
  for (const part of path.split("/")) {
    const matches: XmlElement[] = current ? childrenNamed(current, part) : [];
    if (matches.length !== 1) return undefined;
    current = matches[0];
  }
  return current;
}

/** Concatenated text content of an element. */
export function textOf(element: XmlElement | undefined): string | undefined {
  if (element === undefined) return undefined;
  return element.children
    .map((child) => (typeof child === "string" ? child : (textOf(child) ?? "")))
    .join("");
}
