import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import type { FormDefinition, FormSiteContext } from "@/domain/leads/form-definition";

type Values = Record<string, unknown>;

/**
 * The lead form's react-hook-form resolver: zodResolver over the zod schema the lead API
 * validates with (buildFormSchema, with the site's variants), for the step on screen, so
 * the browser shows the server's messages field by field. `step` is read at each
 * validation; a step the form does not have is checked as the whole form.
 */
export function leadFormResolver(
  definition: FormDefinition,
  site: FormSiteContext,
  step: () => number,
): Resolver<Values> {
  const steps = definition.steps.map((_, index) =>
    zodResolver(buildFormSchema(definition, site, { step: index })),
  );
  const wholeForm = zodResolver(buildFormSchema(definition, site));
  return (values, context, options) => (steps[step()] ?? wholeForm)(values, context, options);
}
