import { useLayoutEffect, useState } from "react";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import { restoreForm, snapshotForm } from "@/features/lead-form/form-snapshot";
import { LeadFormEngine } from "@/features/lead-form/lead-form-engine";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";

/**
 * The lead form as an Astro island (the form pages, docs/decisions/020-astro-islands.md): the
 * form engine posting, without JavaScript, to the page's own address as a plain form (the page
 * runs the intake and answers 303, or renders itself again with `answer`); with JavaScript it
 * sends JSON to /api/leads and opens /success with a full page load. What was typed into the
 * server's form before the island hydrated (a form further down the page hydrates as it comes
 * near the screen) is put back into the live form, with the focus.
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
  // Read once, as hydration starts: the server's form (its id is the form's key) as the shopper left it.
  const [typed] = useState(() => {
    const root = typeof document === "undefined" ? null : document.getElementById(config.formKey);
    return root ? snapshotForm(root) : null;
  });
  useLayoutEffect(() => {
    const root = document.getElementById(config.formKey);
    if (typed && root) restoreForm(root, typed);
  }, [typed, config.formKey]);
  return (
    <LeadFormEngine
      config={config}
      answer={answer}
      pathname={pathname}
      navigate={(url) => window.location.assign(url)}
    />
  );
}
