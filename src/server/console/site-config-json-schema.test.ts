import { describe, expect, test } from "vitest";
import { type SettingsField, settingsForm } from "@/domain/console/settings-form";
import { siteConfigJsonSchema } from "@/server/console/site-config-json-schema";

interface Node {
  description?: string;
  properties?: Record<string, Node>;
  anyOf?: Node[];
}

/** Every setting of the document: each property of each object, also inside "or null". */
function settings(node: Node, path: string): Array<{ path: string; description: string | undefined }> {
  const out: Array<{ path: string; description: string | undefined }> = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const at = path === "" ? key : `${path}.${key}`;
    out.push({ path: at, description: child.description });
    out.push(...settings(child, at));
  }
  return out;
}

function formFields(fields: SettingsField[]): SettingsField[] {
  return fields.flatMap((f) => (f.kind === "section" ? [f, ...formFields(f.fields)] : [f]));
}

describe("the site configuration's JSON Schema", () => {
  test("every setting, section or leaf, has a one-line description", () => {
    const all = settings(siteConfigJsonSchema() as Node, "");
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((s) => !s.description).map((s) => s.path)).toEqual([]);
    const long = all.filter(
      (s) => (s.description ?? "").includes("\n") || (s.description ?? "").length > 120,
    );
    expect(long.map((s) => s.path)).toEqual([]);
  });

  test("the generated settings form gives every field and section a label and its help", () => {
    const fields = formFields(settingsForm(siteConfigJsonSchema()));
    expect(fields.filter((f) => f.label.trim() === "" || !f.help).map((f) => f.path)).toEqual([]);
    expect(fields.find((f) => f.path === "flags.garage_enabled")).toMatchObject({
      label: "Garage enabled",
      help: "Shoppers can save cars and searches in My garage (needs sign-in).",
    });
  });
});
