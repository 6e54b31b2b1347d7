import { describe, expect, test } from "vitest";
import { parseXml, textOf } from "@/domain/leads/test-support/parse-xml";
import {
  dropNonXmlChars,
  escapeAttribute,
  escapeMarkup,
  jsonForScript,
} from "@/domain/security/escape-markup";

describe("escapeMarkup", () => {
  test.each([
    ["Harbour City", "Harbour City"],
    ["Fish & Chips <Cars>", "Fish &amp; Chips &lt;Cars&gt;"],
    [`"><script>alert('x')</script>`, "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"],
    ["&amp;", "&amp;amp;"],
    ["line\r\nbreak", "line&#13;\nbreak"],
  ])("escapeMarkup(%j) → %j", (text, expected) => {
    expect(escapeMarkup(text)).toBe(expected);
  });

  // What a real XML reader (saxes) gets back is what was written, line endings included.
  test.each(["a\rb", "a\r\nb", "tab\there", "<&>\"'", "plain"])(
    "an XML reader reads back %j exactly",
    (text) => {
      const document = `<r a="${escapeAttribute(text)}">${escapeMarkup(text)}</r>`;
      const { root } = parseXml(document);
      expect(textOf(root)).toBe(text);
      expect(root.attributes.a).toBe(text);
    },
  );
});

describe("dropNonXmlChars", () => {
  test("keeps tab, LF, CR and text; drops control characters and lone surrogates", () => {
    expect(dropNonXmlChars("a\u0001b\tc\n\rd\uD800e\uFFFEf")).toBe("ab\tc\n\rdef");
  });
});

describe("jsonForScript", () => {
  test("escapes < so text cannot close the script element, and parses back the same", () => {
    const data = { description: "</script><script>alert(1)</script><!--" };
    const text = jsonForScript(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});
