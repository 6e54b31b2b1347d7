import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { LeadFormEngine } from "@/features/lead-form/lead-form-engine";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";

/**
 * The lead form as an Astro island (the form pages, docs/decisions/020-astro-islands.md): the
 * form engine posting, without JavaScript, to the page's own address as a plain form (the page
 * runs the intake and answers 303, or renders itself again with `answer`); with JavaScript it
 * sends JSON to /api/leads and opens /success with a full page load.
 */
export function LeadFormIsland({
  config,
  answer,
  pathname,
}: {
  config: LeadFormConfig;
  answer: NoScriptFormAnswer | null;
  pathname: string;
}) {
  return (
    <LeadFormEngine
      config={config}
      noJsAction={undefined}
      answer={answer}
      pathname={pathname}
      navigate={(url) => window.location.assign(url)}
    />
  );
}
