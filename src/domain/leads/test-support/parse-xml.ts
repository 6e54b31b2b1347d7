// The XML reader the ADF tests assert with: saxes, a conformant non-validating XML 1.0 parser
// (the one jsdom uses), which rejects every well-formedness error (unmatched tags, two roots,
// a stray '<' or '&', an unknown entity, an illegal character) and applies XML's end-of-line
// and attribute-value normalisation. A real parser, sharing no code with buildAdfXml, so the
// writer's blind spots are not the oracle's.
import { SaxesParser } from "saxes";

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

export interface XmlDocument {
  instructions: { target: string; data: string }[];
  root: XmlElement;
}

export class XmlSyntaxError extends Error {}

export function parseXml(input: string): XmlDocument {
  const parser = new SaxesParser({ xmlns: false });
  const instructions: XmlDocument["instructions"] = [];
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on("error", (error) => {
    throw new XmlSyntaxError(error.message);
  });
  parser.on("processinginstruction", ({ target, body }) => instructions.push({ target, data: body }));
  parser.on("xmldecl", ({ version }) => instructions.push({ target: "xml", data: `version="${version}"` }));
  parser.on("opentag", (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on("closetag", () => {
    open.pop();
  });
  parser.on("text", (text) => {
    open.at(-1)?.children.push(text);
  });
  parser.write(input).close();
  if (root === undefined) throw new XmlSyntaxError("no root element");
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
