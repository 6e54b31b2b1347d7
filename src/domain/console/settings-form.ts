/**
 * The settings editor's form, generated from the site configuration's schema: the
 * server turns the zod schema into JSON Schema (server/console/site-config-json-schema.ts) and
 * this turns that into sections and fields, so the form never keeps a list of its own. Each
 * object is a section; a colour, text, number, yes/no or one-of-a-list setting is its own
 * field; anything else (lists, maps, a choice of shapes) is edited as JSON in one field. The
 * server checks the whole document on save, with the schema's own messages.
 */

export type SettingsField =
  | {
      kind: "section";
      path: string;
      label: string;
      help: string | null;
      fields: SettingsField[];
    }
  | {
      kind: "text" | "colour" | "number" | "boolean" | "select" | "json";
      path: string;
      label: string;
      help: string | null;
      nullable: boolean;
      options: string[];
      integer: boolean;
      min: number | null;
      max: number | null;
    };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  description?: string;
  title?: string;
  minimum?: number;
  maximum?: number;
  additionalProperties?: unknown;
}

const COLOUR_PATTERN = "^#[0-9a-fA-F]{6}$";

/** "include_sold_cars_days" → "Include sold cars days"; "ga_id" → "GA id". */
export function settingLabel(key: string): string {
  const words = key.split("_").filter((w) => w !== "");
  const known: Record<string, string> = {
    ga: "GA",
    gtm: "GTM",
    url: "URL",
    urls: "URLs",
    id: "id",
    adf: "ADF",
  };
  const text = words.map((w) => known[w] ?? w).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The schema without a `null` alternative, and whether null was one. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const rest = schema.type.filter((t) => t !== "null");
    return { schema: { ...schema, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  if (schema.anyOf?.some((s) => s.type === "null")) {
    const rest = schema.anyOf.filter((s) => s.type !== "null");
    if (rest.length === 1 && rest[0]) {
      return {
        schema: { ...rest[0], description: schema.description ?? rest[0].description },
        nullable: true,
      };
    }
  }
  return { schema, nullable: false };
}

function field(key: string, path: string, raw: JsonSchema): SettingsField {
  const { schema, nullable } = withoutNull(raw);
  const label = schema.title ?? settingLabel(key);
  const help = schema.description ?? null;
  if (schema.type === "object" && schema.properties && schema.additionalProperties === false && !nullable) {
    return { kind: "section", path, label, help, fields: fields(schema.properties, path) };
  }
  const base = { path, label, help, nullable, options: [] as string[], integer: false, min: null, max: null };
  if (schema.enum?.every((v) => typeof v === "string")) {
    return { ...base, kind: "select", options: schema.enum as string[] };
  }
  if (schema.type === "boolean" && !nullable) return { ...base, kind: "boolean" };
  if (schema.type === "string") {
    return { ...base, kind: schema.pattern === COLOUR_PATTERN ? "colour" : "text" };
  }
  if (schema.type === "number" || schema.type === "integer") {
    return {
      ...base,
      kind: "number",
      integer: schema.type === "integer",
      min: schema.minimum ?? null,
      max: schema.maximum ?? null,
    };
  }
  return { ...base, kind: "json" };
}

function fields(properties: Record<string, JsonSchema>, prefix: string): SettingsField[] {
  return Object.entries(properties).map(([key, schema]) =>
    field(key, prefix === "" ? key : `${prefix}.${key}`, schema),
  );
}

/** The form's sections and fields, in the schema's order. */
export function settingsForm(schema: unknown): SettingsField[] {
  const root = schema as JsonSchema;
  return fields(root.properties ?? {}, "");
}

/** The value at a dotted path of a document (undefined when absent). */
export function valueAt(document: unknown, path: string): unknown {
  let value: unknown = document;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of the document with the value at a dotted path replaced (objects made as needed). */
export function withValueAt(
  document: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [key, ...rest] = path.split(".");
  if (key === undefined) return document;
  if (rest.length === 0) return { ...document, [key]: value };
  const inner = document[key];
  const child =
    typeof inner === "object" && inner !== null && !Array.isArray(inner)
      ? (inner as Record<string, unknown>)
      : {};
  return { ...document, [key]: withValueAt(child, rest.join("."), value) };
}

/** The field an error's path belongs to: the setting itself, or the JSON field or section holding it. */
export function settingsFieldOf(fields: SettingsField[], path: string): SettingsField | null {
  for (const field of fields) {
    if (field.path === path) return field;
    if (path.startsWith(`${field.path}.`)) {
      return field.kind === "section" ? (settingsFieldOf(field.fields, path) ?? field) : field;
    }
  }
  return null;
}

/**
 * A field's message: the error on its own path, or (for a JSON field) the first error inside
 * it, prefixed with the path within the field ("0.label: is required").
 */
export function settingsFieldError(field: SettingsField, errors: Record<string, string>): string | undefined {
  const nested =
    field.kind === "json"
      ? Object.entries(errors).find(([path]) => path.startsWith(`${field.path}.`))
      : undefined;
  return (
    errors[field.path] ?? (nested ? `${nested[0].slice(field.path.length + 1)}: ${nested[1]}` : undefined)
  );
}

/**
 * The document to save: the form's values with each JSON field's text parsed in, or the JSON
 * fields whose text does not parse.
 */
export function settingsDocument(
  config: Record<string, unknown>,
  json: Record<string, string>,
): { ok: true; document: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  let document = config;
  const errors: Record<string, string> = {};
  for (const [path, text] of Object.entries(json)) {
    try {
      document = withValueAt(document, path, JSON.parse(text));
    } catch {
      errors[path] = "is not valid JSON";
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, document };
}
