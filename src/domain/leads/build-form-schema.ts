import { z } from "zod";
import { buildFieldSchema } from "@/domain/leads/build-field-schema";
import type { FormDefinition, FormField, FormSiteContext } from "@/domain/leads/form-definition";
import { isFieldShown } from "@/domain/leads/is-field-shown";
import { resolveFormDefinition } from "@/domain/leads/resolve-form-definition";

export interface BuildFormSchemaOptions {
  /** Validate one step of a multi-step form (index from 0); default: every step. */
  step?: number;
}

type FormValues = Record<string, unknown>;

/**
 * Turns a form definition (data) into one zod schema for the whole form or one step,
 * with the site's variants applied. The output holds:
 * - shown fields, parsed (trimmed text, numbers, booleans);
 * - hidden fields (type "hidden" or `hidden: true`), passed through unvalidated;
 * and drops conditional fields that are not shown (a hidden conditional field
 * is not validated, and its stale value is not sent), buttons, and keys the form does
 * not define. Every issue's path starts with the field name.
 */
export function buildFormSchema(
  definition: FormDefinition,
  site: FormSiteContext,
  options: BuildFormSchemaOptions = {},
) {
  const resolved = resolveFormDefinition(definition, site);
  const allFields = resolved.steps.flatMap((step) => step.fields);
  let fields: readonly FormField[] = allFields;
  if (options.step !== undefined) {
    const step = resolved.steps[options.step];
    if (step === undefined) throw new RangeError(`Form ${definition.id} has no step ${options.step}`);
    fields = step.fields;
  }
  const byName = new Map(allFields.map((field) => [field.name, field]));
  const schemas = new Map(allFields.map((field) => [field.name, buildFieldSchema(field, site)]));

  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const parsed = new Map<string, z.ZodSafeParseResult<unknown>>();
    const parse = (field: FormField) => {
      let result = parsed.get(field.name);
      if (result === undefined) {
        result = (schemas.get(field.name) ?? z.unknown()).safeParse(values[field.name]);
        parsed.set(field.name, result);
      }
      return result;
    };
    // A controller that is itself hidden hides its dependants; `visiting` stops a
    // misconfigured cycle of conditions from recursing forever (it hides them instead).
    const shownCache = new Map<string, boolean>();
    const visiting = new Set<string>();
    const shown = (field: FormField): boolean => {
      const cached = shownCache.get(field.name);
      if (cached !== undefined) return cached;
      if (visiting.has(field.name)) return false;
      visiting.add(field.name);
      const result = isFieldShown(field, values, (name) => {
        const controller = byName.get(name);
        // A controller the form does not define (set by the page) has no error to consider.
        if (controller === undefined) return true;
        return shown(controller) && parse(controller).success;
      });
      visiting.delete(field.name);
      shownCache.set(field.name, result);
      return result;
    };

    const output: FormValues = {};
    for (const field of fields) {
      if (field.type === "button") continue;
      if (field.type === "hidden" || field.hidden === true) {
        if (values[field.name] !== undefined) output[field.name] = values[field.name];
        continue;
      }
      if (!shown(field)) continue;
      const result = parse(field);
      if (result.success) {
        if (result.data !== undefined) output[field.name] = result.data;
        continue;
      }
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: [field.name, ...issue.path] });
      }
    }
    return output;
  });
}
