import "server-only";
import { z } from "zod";
import { siteConfigSchema } from "@/domain/config/site-config";

let schema: unknown;

/**
 * The site configuration's zod schema as JSON Schema (its input side: what a document may
 * hold, with defaults), for the console's settings form to be generated from. Built once.
 */
export function siteConfigJsonSchema(): unknown {
  schema ??= z.toJSONSchema(siteConfigSchema, { io: "input", unrepresentable: "any" });
  return schema;
}
