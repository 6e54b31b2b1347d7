import { expect, test } from "vitest";
import { type FormEntry, parseLeadFormData } from "@/domain/leads/parse-lead-form-data";

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
  expect(parseLeadFormData(entries)).toEqual(expected);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
