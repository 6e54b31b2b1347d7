/**
 * An element with its attributes and children, for the plain scripts that draw a small piece
 * of UI in the browser with no React (the cards' toggles). `false`, null and undefined
 * attributes are left out; `true` ones are present and empty.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean | null | undefined>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  setAttributes(made, attributes);
  made.append(...children);
  return made;
}

/** An SVG element (icons), the same way. */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean | null | undefined>,
  ...children: Node[]
): SVGElementTagNameMap[K] {
  const made = document.createElementNS("http://www.w3.org/2000/svg", tag);
  setAttributes(made, attributes);
  made.append(...children);
  return made;
}

function setAttributes(
  target: Element,
  attributes: Record<string, string | number | boolean | null | undefined>,
) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    target.setAttribute(name, value === true ? "" : String(value));
  }
}
