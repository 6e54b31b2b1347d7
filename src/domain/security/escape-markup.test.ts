import { expect, test } from "vitest";
import { escapeMarkup } from "@/domain/security/escape-markup";

test.each([
  ["Harbour City", "Harbour City"],
  ["Fish & Chips <Cars>", "Fish &amp; Chips &lt;Cars&gt;"],
  [`"><script>alert('x')</script>`, "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"],
  ["&amp;", "&amp;amp;"],
])("escapeMarkup(%j) → %j", (text, expected) => {
  expect(escapeMarkup(text)).toBe(expected);
});
