import { describe, expect, test } from "vitest";
import { at, parseXml, textOf, XmlSyntaxError } from "@/domain/leads/test-support/parse-xml";

// The oracle must itself reject bad XML, or the ADF well-formedness tests prove nothing.
describe("parseXml test oracle", () => {
  test.each([
    ["unclosed element", "<a><b></a>"],
    ["mismatched close", "<a></b>"],
    ["two roots", "<a/><b/>"],
    ["raw ampersand", "<a>Fish & Chips</a>"],
    ["unknown entity", "<a>&nbsp;</a>"],
    ["unterminated reference", "<a>&amp</a>"],
    ["raw '<' in attribute", '<a b="<"/>'],
    ["unquoted attribute", "<a b=c/>"],
    ["duplicate attribute", '<a b="1" b="2"/>'],
    ["control character", "<a>\u0001</a>"],
    ["text after the root", "<a/>x"],
    ["no root", '<?xml version="1.0"?>'],
    ["CDATA end in text", "<a>]]></a>"],
  ])("rejects %s", (_label, xml) => {
    expect(() => parseXml(xml)).toThrow(XmlSyntaxError);
  });

  test("reads instructions, attributes, entities and nesting", () => {
    const doc = parseXml(
      '<?xml version="1.0"?>\n<?adf version="1.0"?>\n<a x="1 &amp; 2"><b>&lt;hi&gt; &#39;&#x41;</b></a>',
    );
    expect(doc.instructions).toEqual([
      { target: "xml", data: 'version="1.0"' },
      { target: "adf", data: 'version="1.0"' },
    ]);
    expect(doc.root.attributes).toEqual({ x: "1 & 2" });
    expect(textOf(at(doc.root, "b"))).toBe("<hi> 'A");
  });
});
