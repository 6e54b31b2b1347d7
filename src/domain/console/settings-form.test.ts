import { describe, expect, test } from "vitest";
import {
  type SettingsField,
  settingLabel,
  settingsDocument,
  settingsFieldError,
  settingsFieldOf,
  settingsForm,
  valueAt,
  withValueAt,
} from "@/domain/console/settings-form";

const schema = {
  type: "object",
  properties: {
    theme: {
      type: "object",
      additionalProperties: false,
      properties: {
        primary: { type: "string", pattern: "^#[0-9a-fA-F]{6}$", description: "The main colour" },
        hero_style: { type: "string", enum: ["showroom", "city"] },
        logo_mark: { anyOf: [{ type: "string", enum: ["shield", "star"] }, { type: "null" }] },
        tagline: { type: "string" },
      },
    },
    stock: {
      type: "object",
      additionalProperties: false,
      properties: {
        include_sold_cars_days: { type: "integer", minimum: 0, maximum: 365 },
        show_fuel_tag: { type: "boolean" },
        search_filters: { type: "array", items: { type: "string" } },
        default_search_path: { type: ["string", "null"] },
      },
    },
    social_urls: { type: "object", propertyNames: { enum: ["x"] }, additionalProperties: { type: "string" } },
  },
};

const kinds = (fields: SettingsField[]): unknown =>
  fields.map((f) =>
    f.kind === "section" ? { [f.path]: kinds(f.fields) } : `${f.path}:${f.kind}${f.nullable ? "?" : ""}`,
  );

describe("settingsForm", () => {
  test("each object is a section and each setting a field of its kind, in the schema's order", () => {
    expect(kinds(settingsForm(schema))).toEqual([
      {
        theme: [
          "theme.primary:colour",
          "theme.hero_style:select",
          "theme.logo_mark:select?",
          "theme.tagline:text",
        ],
      },
      {
        stock: [
          "stock.include_sold_cars_days:number",
          "stock.show_fuel_tag:boolean",
          "stock.search_filters:json",
          "stock.default_search_path:text?",
        ],
      },
      "social_urls:json",
    ]);
  });

  test("labels, help, options and bounds come from the schema", () => {
    const [theme, stock] = settingsForm(schema);
    expect(theme?.kind === "section" && theme.fields[0]).toMatchObject({
      label: "Primary",
      help: "The main colour",
    });
    expect(theme?.kind === "section" && theme.fields[2]).toMatchObject({
      options: ["shield", "star"],
      nullable: true,
    });
    expect(stock?.kind === "section" && stock.fields[0]).toMatchObject({ integer: true, min: 0, max: 365 });
  });

  test.each([
    ["include_sold_cars_days", "Include sold cars days"],
    ["ga_id", "GA id"],
    ["social_urls", "Social URLs"],
  ])("%s is labelled %s", (key, label) => {
    expect(settingLabel(key)).toBe(label);
  });

  test("values are read and replaced at a dotted path without changing the original", () => {
    const doc = { theme: { primary: "#000000", accent: "#ffffff" } };
    const changed = withValueAt(doc, "theme.primary", "#aa0000");
    expect(changed).toEqual({ theme: { primary: "#aa0000", accent: "#ffffff" } });
    expect(valueAt(doc, "theme.primary")).toBe("#000000");
    expect(valueAt(changed, "theme.missing.deeper")).toBeUndefined();
  });
});

describe("the settings editor's errors and saved document", () => {
  const fields = settingsForm(schema);
  const field = (path: string) => {
    const found = settingsFieldOf(fields, path);
    if (!found) throw new Error(`no field ${path}`);
    return found;
  };

  test.each([
    ["theme.primary", "theme.primary", "the setting itself"],
    ["theme.nowhere", "theme", "the section holding an unknown setting"],
  ])("an error on %s belongs to %s (%s)", (path, expected) => {
    expect(settingsFieldOf(fields, path)?.path).toBe(expected);
  });

  test("an error outside every section belongs to no field", () => {
    expect(settingsFieldOf(fields, "nothing.here")).toBeNull();
  });

  test("a field shows its own error", () => {
    expect(settingsFieldError(field("theme.primary"), { "theme.primary": "must be a colour" })).toBe(
      "must be a colour",
    );
    expect(settingsFieldError(field("theme.primary"), { "theme.tagline": "is too long" })).toBeUndefined();
  });

  test("the JSON field holding a document's inner path shows its first error with the inner path", () => {
    const json = fields
      .flatMap((f) => (f.kind === "section" ? f.fields : [f]))
      .find((f) => f.kind === "json");
    if (!json) throw new Error("the schema has no JSON field");
    expect(settingsFieldError(json, { [`${json.path}.0.label`]: "is required" })).toBe(
      "0.label: is required",
    );
  });

  test("the JSON fields' text is parsed into the document, or named when it does not parse", () => {
    expect(settingsDocument({ a: 1 }, { "b.c": "[1, 2]" })).toEqual({
      ok: true,
      document: { a: 1, b: { c: [1, 2] } },
    });
    expect(settingsDocument({ a: 1 }, { "b.c": "[1, 2", d: "{}" })).toEqual({
      ok: false,
      errors: { "b.c": "is not valid JSON" },
    });
  });
});
