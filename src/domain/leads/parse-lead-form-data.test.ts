import fc from "fast-check";
import { expect, test } from "vitest";
import {
  type FormEntry,
  MAX_FORM_FIELDS,
  MAX_LIST_INDEX,
  parseLeadFormData,
} from "@/domain/leads/parse-lead-form-data";

test.each<[string, FormEntry[], unknown]>([
  [
    "a JSON lead field",
    [["lead", '{"name":"Ann","step_number":0}']],
    { lead: { name: "Ann", step_number: 0 } },
  ],
  ["an unparseable JSON lead is passed on as text", [["lead", "{nope"]], { lead: "{nope" }],
  ["no lead at all", [["name", "Ann"]], {}],
  [
    "bracket fields with typed values coerced",
    [
      ["lead[name]", "Ann Lee"],
      ["lead[lead_id]", "12"],
      ["lead[step_number]", "2"],
      ["lead[form_completed]", "true"],
      ["lead[has_files]", "false"],
      ["lead[location_id]", ""],
      ["lead[visited_pages][]", "/a"],
      ["lead[visited_pages][]", "/b"],
      ["lead[linked_query_params][gclid]", "abc"],
      ["lead[skipped_steps][0][from]", "0"],
      ["lead[skipped_steps][0][to]", "2"],
      ["lead[Vehicle Make]", "Mazda"],
    ],
    {
      lead: {
        name: "Ann Lee",
        lead_id: 12,
        step_number: 2,
        form_completed: true,
        has_files: false,
        location_id: null,
        visited_pages: ["/a", "/b"],
        linked_query_params: { gclid: "abc" },
        skipped_steps: [{ from: 0, to: 2 }],
        "Vehicle Make": "Mazda",
      },
    },
  ],
  [
    "missing lists default to empty",
    [["lead[name]", "Ann"]],
    { lead: { name: "Ann", lead_id: null, visited_pages: [], linked_query_params: {}, skipped_steps: [] } },
  ],
  [
    "prototype keys are ignored",
    [
      ["lead[__proto__][polluted]", "yes"],
      ["lead[name]", "Ann"],
    ],
    { lead: { name: "Ann", lead_id: null, visited_pages: [], linked_query_params: {}, skipped_steps: [] } },
  ],
  [
    "a non-numeric number stays NaN for the schema to reject",
    [["lead[step_number]", "two"]],
    {
      lead: {
        step_number: Number.NaN,
        lead_id: null,
        visited_pages: [],
        linked_query_params: {},
        skipped_steps: [],
      },
    },
  ],
])("%s", (_label, entries, expected) => {
  expect(parseLeadFormData(entries)).toEqual({ ok: true, body: expected });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

// The bracket parser is bounded; each bound names the field it broke.
test.each<[string, FormEntry[], Record<string, string>]>([
  [
    "An index of 200,000,000 (the sparse-array crash) is refused",
    [
      ["lead[name]", "x"],
      ["lead[visited_pages][200000000]", "a"],
    ],
    { "lead[visited_pages][200000000]": `a list index must be at most ${MAX_LIST_INDEX}` },
  ],
  [
    "Skipped_steps[1000000000][from] (the 20-second freeze) is refused",
    [["lead[skipped_steps][1000000000][from]", "1"]],
    { "lead[skipped_steps][1000000000][from]": "a list index must be at most 1000" },
  ],
  [
    "A gap in a list is refused with the next index named",
    [
      ["lead[visited_pages][0]", "/a"],
      ["lead[visited_pages][2]", "/c"],
    ],
    { "lead[visited_pages][2]": "list indexes must have no gaps: the next one here is 1" },
  ],
  [
    "A list starting past 0 is a gap",
    [["lead[skipped_steps][5][from]", "1"]],
    { "lead[skipped_steps][5][from]": "list indexes must have no gaps: the next one here is 0" },
  ],
  [
    "Names nested more than 4 brackets deep are refused",
    [["lead[a][b][c][d][e]", "x"]],
    { "lead[a][b][c][d][e]": "must not nest more than 4 brackets deep" },
  ],
  [
    "A named key on a list is refused",
    [
      ["lead[visited_pages][]", "/a"],
      ["lead[visited_pages][x]", "/b"],
    ],
    { "lead[visited_pages][x]": "a list takes [] or a number in brackets" },
  ],
  [
    "A JSON lead nested 5,000 deep is refused before it is parsed",
    [["lead", `${"[".repeat(5000)}${"]".repeat(5000)}`]],
    { lead: "must not nest more than 32 levels deep" },
  ],
])("%s", (_label, entries, fields) => {
  expect(parseLeadFormData(entries)).toEqual({ ok: false, fields });
});

test("A list takes indexes up to 1000 when dense", () => {
  const entries: FormEntry[] = Array.from({ length: MAX_LIST_INDEX + 1 }, (_, i) => [
    `lead[visited_pages][${i}]`,
    `/p${i}`,
  ]);
  const result = parseLeadFormData(entries);
  expect(result.ok && (result.body.lead as { visited_pages: string[] }).visited_pages).toHaveLength(1001);
  expect(parseLeadFormData([...entries, ["lead[visited_pages][]", "/one-too-many"]])).toEqual({
    ok: false,
    fields: { "lead[visited_pages][]": "a list holds at most 1001 items" },
  });
});

test("A form carries at most MAX_FORM_FIELDS fields", () => {
  const entries: FormEntry[] = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => [
    `lead[f${i % 150}]`,
    "x",
  ]);
  expect(parseLeadFormData(entries)).toEqual({
    ok: false,
    fields: { lead: `a form carries at most ${MAX_FORM_FIELDS} fields` },
  });
});

// Any field names and values: the parser answers (never throws), never builds a sparse list,
// and its output is JSON-serialisable without holes, so hashing it stays linear.
test("property: any form parses to a dense, bounded tree or names a field", () => {
  const segment = fc.oneof(
    fc.constantFrom("", "0", "1", "2", "visited_pages", "skipped_steps", "from", "__proto__"),
    fc.nat({ max: 2_000_000_000 }).map(String),
    fc.string({ maxLength: 6 }),
  );
  const name = fc
    .tuple(fc.constantFrom("lead", "other"), fc.array(segment, { maxLength: 7 }))
    .map(([root, parts]) => `${root}${parts.map((p) => `[${p}]`).join("")}`);
  fc.assert(
    fc.property(fc.array(fc.tuple(name, fc.string({ maxLength: 8 })), { maxLength: 40 }), (entries) => {
      const result = parseLeadFormData(entries);
      if (!result.ok) {
        const [field] = Object.keys(result.fields);
        expect(field).toBeDefined();
        return;
      }
      const stack: unknown[] = [result.body];
      while (stack.length > 0) {
        const node = stack.pop();
        if (Array.isArray(node)) {
          expect(node.length).toBeLessThanOrEqual(MAX_LIST_INDEX + 1);
          for (let i = 0; i < node.length; i++) expect(i in node).toBe(true);
          stack.push(...node);
        } else if (node !== null && typeof node === "object") stack.push(...Object.values(node));
      }
      expect(() => JSON.stringify(result.body)).not.toThrow();
    }),
    { numRuns: 300 },
  );
});
