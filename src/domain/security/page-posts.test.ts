import { expect, test } from "vitest";
import { checkActionFields, checkPostOrigin } from "@/domain/security/page-posts";

// The page posts Next answers 500 are refused before it reads them.

const ID = "7f0c3a1b9d2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a80";
const OWN_FORM: [string, string | null][] = [
  ["$ACTION_REF_1", ""],
  ["$ACTION_1:0", JSON.stringify({ id: ID, bound: "$@1" })],
  ["$ACTION_1:1", JSON.stringify(["enquiry"])],
  ["$ACTION_KEY", "k0123456789abcdef"],
  ["lead[name]", "Ann"],
];
const own = (name: string, value: string | null) =>
  OWN_FORM.map(([n, v]): [string, string | null] => (n === name ? [n, value] : [n, v]));

test.each<[string, [string, string | null][], "ok" | "refuse"]>([
  ["the platform's own no-JavaScript form", OWN_FORM, "ok"],
  ["a plain form post without action fields", [["lead[name]", "Ann"]], "ok"],
  ["a bound argument that is a $-escaped text", own("$ACTION_1:1", '["$$enquiry",null]'), "ok"],
  [
    "the form answered once: the previous answer bound too",
    own(
      "$ACTION_1:1",
      JSON.stringify([
        "general-enquiry",
        {
          status: 422,
          message: "x",
          fields: { phone: "Invalid" },
          values: { name: "$$Ann", note: "$undefined" },
        },
      ]),
    ),
    "ok",
  ],
  ["a nested reference ($Q2 inside an object)", own("$ACTION_1:1", '["x",{"a":["$Q2"]}]'), "refuse"],
  ["a promise reference ($@1)", own("$ACTION_1:1", '["$@1"]'), "refuse"],
  ["a bound Map reference ($Q2)", own("$ACTION_1:1", '["$Q2",null]'), "refuse"],
  ["a bound Blob reference ($B1)", own("$ACTION_1:1", '["$B1"]'), "refuse"],
  ["a 3,000-deep bound array", own("$ACTION_1:1", `${"[".repeat(3000)}${"]".repeat(3000)}`), "refuse"],
  ["a 20-deep bound array (short)", own("$ACTION_1:1", `${"[".repeat(20)}${"]".repeat(20)}`), "refuse"],
  ["a 3-deep bound array", own("$ACTION_1:1", '[[["x"]]]'), "ok"],
  ["bound arguments that are not JSON", own("$ACTION_1:1", "[oops"), "refuse"],
  ["an unbound call ($ACTION_ID_<id>)", [[`$ACTION_ID_${ID}`, ""]], "refuse"],
  [
    "an action description bound elsewhere",
    own("$ACTION_1:0", JSON.stringify({ id: ID, bound: "$@2" })),
    "refuse",
  ],
  ["an action description that is not JSON", own("$ACTION_1:0", "{"), "refuse"],
  [
    "an action id that is not hex",
    own("$ACTION_1:0", JSON.stringify({ id: "../x", bound: "$@1" })),
    "refuse",
  ],
  ["a file in an action field", own("$ACTION_1:1", null), "refuse"],
  ["a third action part", [...OWN_FORM, ["$ACTION_1:2", "{}"]], "refuse"],
  ["two actions", [...OWN_FORM, ["$ACTION_REF_2", ""]], "refuse"],
  ["action parts without an action", [["$ACTION_1:1", '["x"]']], "refuse"],
])("%s", (_label, fields, kind) => {
  expect(checkActionFields(fields).kind).toBe(kind);
});

test.each<[string, { origin: string | null; host: string | null; forwardedHost: string | null }, string]>([
  [
    "no Origin (a script, an old browser)",
    { origin: null, host: "a.localhost:3000", forwardedHost: null },
    "ok",
  ],
  [
    "the site's own origin",
    { origin: "http://a.localhost:3000", host: "a.localhost:3000", forwardedHost: null },
    "ok",
  ],
  [
    "the origin a proxy forwarded for",
    { origin: "https://cars.example", host: "10.0.0.1:3000", forwardedHost: "cars.example, x" },
    "ok",
  ],
  ["another site", { origin: "http://evil.example", host: "a.localhost:3000", forwardedHost: null }, "403"],
  ["an opaque origin", { origin: "null", host: "a.localhost:3000", forwardedHost: null }, "403"],
  [
    "an Origin that is not a URL",
    { origin: "http://[", host: "a.localhost:3000", forwardedHost: null },
    "400",
  ],
])("A page post from %s", (_label, headers, expected) => {
  const check = checkPostOrigin(headers);
  expect(check.kind === "ok" ? "ok" : String(check.status)).toBe(expected);
});
