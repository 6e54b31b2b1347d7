"use client";

import { Fragment, useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formSettings } from "@/domain/leads/form-definition";
import { alertTone, backButtonState, isMultiStep, submitButtonState } from "@/domain/leads/form-steps";
import { PICKUP_FIELD, RETURN_FIELD } from "@/domain/leads/hire-period";
import { isFieldShown } from "@/domain/leads/is-field-shown";
import { SUBMIT_ERROR } from "@/domain/leads/messages";
import type { NoScriptFormAnswer } from "@/domain/leads/no-script-steps";
import {
  LEAD_ID_FIELD,
  LEAD_TOKEN_FIELD,
  PAGE_FIELD,
  STEP_FIELD,
  stepUrl,
} from "@/domain/leads/no-script-steps";
import { resolveFormDefinition } from "@/domain/leads/resolve-form-definition";
import { HONEYPOT_FIELD } from "@/domain/leads/spam-guard";
import { readUser, userPrefill } from "@/features/lead-form/browser-storage";
import { fieldWithOptions } from "@/features/lead-form/field-options";
import { fieldDomId } from "@/features/lead-form/field-parts";
import { FormActions } from "@/features/lead-form/form-actions";
import { HireTotal } from "@/features/lead-form/hire-total";
import { LeadFormField } from "@/features/lead-form/lead-form-field";
import { leadFormResolver } from "@/features/lead-form/lead-form-resolver";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { NoScriptAnswer } from "@/features/lead-form/no-script-answer";
import { StepProgress } from "@/features/lead-form/step-progress";
import { useCaptcha } from "@/features/lead-form/use-captcha";
import { useLeadSubmit } from "@/features/lead-form/use-lead-submit";
import { useRegoLookup } from "@/features/lead-form/use-rego-lookup";

type Values = Record<string, unknown>;

const CAPTCHA_NOTES = {
  done: "Spam protection: verified in your browser.",
  failed: "Spam protection could not run; it will try again when you submit.",
  idle: "Spam protection runs in your browser; no tracking, no puzzles.",
  working: "Spam protection runs in your browser; no tracking, no puzzles.",
} as const;

/**
 * What the form engine is given besides its config. Without JavaScript the form is a plain
 * `method="post"` to the page's own address, which the page answers itself (ADR 013).
 */
export interface LeadFormEngineProps {
  config: LeadFormConfig;
  /** A post without JavaScript that could not be sent: shown above the fields, its values kept. */
  answer: NoScriptFormAnswer | null;
  /** The page's path (the multi-step no-JavaScript posts name it, and the previous step's link). */
  pathname: string;
  /** Opens /success after the final send. */
  navigate: (url: string) => void;
}

/**
 * The form engine: renders any FormDefinition (resolved for the site) and validates each
 * step on submit with the same zod schema the server uses (buildFormSchema, through
 * zodResolver), so the shopper sees the server's messages before anything is sent. The
 * sends and the multi-step rules are useLeadSubmit's; the lookups useRegoLookup's. The pages
 * render it through LeadFormIsland.
 */
export function LeadFormEngine({ config: given, answer, pathname, navigate }: LeadFormEngineProps) {
  const config = answer ? { ...given, initialValues: { ...given.initialValues, ...answer.values } } : given;
  const definition = useMemo(
    () => resolveFormDefinition(config.definition, config.context),
    [config.definition, config.context],
  );
  const settings = formSettings(config.definition);
  const total = definition.steps.length;
  const multiStep = isMultiStep(definition);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha(config.site.captcha);
  // The resolver checks the step on screen (set below, once the step's state is known).
  const stepRef = useRef(0);
  const resolver = useMemo(
    () => leadFormResolver(config.definition, config.context, () => stepRef.current),
    [config.definition, config.context],
  );
  const { register, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<Values>({
    defaultValues: config.initialValues,
    // Validation runs on submit only, and revalidates on submit.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    resolver,
    shouldFocusError: true,
  });
  const { errors } = formState;
  const values = watch();
  const lookups = useRegoLookup({ getValues, setValue, market: config.context.market });
  const { state, token, submit, previous } = useLeadSubmit({
    config,
    definition,
    getValues,
    setError,
    captcha,
    navigate,
    beforeStep: async (step) => (config.regoLookup && step === 0 ? lookups.lookupRego() : true),
    onStepChange: () => requestAnimationFrame(() => headingRef.current?.focus()),
    onFailure: () => requestAnimationFrame(() => alertRef.current?.focus()),
  });
  stepRef.current = state.step;

  // Remembered user details prefill empty fields (after hydration, so SSR matches).
  useEffect(() => {
    const prefill = userPrefill(readUser(config.site.slug));
    for (const [name, value] of Object.entries(prefill)) {
      const known = definition.steps.some((s) => s.fields.some((f) => f.name === name));
      if (known && !getValues(name)) setValue(name, value);
    }
  }, [config.site.slug, definition.steps, getValues, setValue]);

  const current = definition.steps.at(state.step);
  const errorOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const headingId = `${config.formKey}-step-title`;
  const previousUrl =
    state.leadId !== null && token && state.step > 0
      ? stepUrl(pathname, state.step - 1, { id: state.leadId, token })
      : null;

  return (
    <form
      id={config.formKey}
      noValidate
      method="post"
      encType="multipart/form-data"
      aria-labelledby={headingId}
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
    >
      {multiStep && <StepProgress step={state.step} total={total} complete={state.complete} />}
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold tracking-tight outline-none"
      >
        {multiStep ? current?.title : config.definition.title}
      </h2>
      {answer && <NoScriptAnswer answer={answer} definition={definition} formKey={config.formKey} />}
      {definition.steps.map((step, index) => (
        <div key={step.title} hidden={index !== state.step} className="grid gap-5">
          {index === state.step &&
            step.fields.map((field) => {
              const resolved = fieldWithOptions(field, config, values.dealership_slug);
              const shown =
                field.hidden ||
                field.type === "hidden" ||
                isFieldShown(field, values, (name) => !errors[name]);
              const props = {
                field: resolved,
                idPrefix: config.formKey,
                register,
                market: config.context.market,
                defaultValue: config.initialValues[field.name],
              };
              // Without JavaScript nothing can reveal a conditional field, so the page
              // carries it for that case only (a script never sees <noscript> content).
              if (!shown)
                return multiStep ? (
                  <noscript key={field.name}>
                    <LeadFormField {...props} />
                  </noscript>
                ) : null;
              const input = <LeadFormField key={field.name} {...props} error={errorOf(field.name)} />;
              if (config.hireRate && field.name === RETURN_FIELD)
                return (
                  <Fragment key={field.name}>
                    {input}
                    <HireTotal
                      rate={config.hireRate}
                      pickupAt={values[PICKUP_FIELD]}
                      returnAt={values[RETURN_FIELD]}
                    />
                  </Fragment>
                );
              if (!(config.valuationLookup && field.name === "odometer")) return input;
              return (
                <Fragment key={field.name}>
                  {input}
                  <div className="flex flex-wrap items-center gap-3">
                    <Button variant="secondary" onClick={() => void lookups.lookupValuation()}>
                      Look up my car
                    </Button>
                    <p className="text-sm text-muted" role="status">
                      {lookups.valuationMessage ??
                        "Get your car's details and an estimate of its trade value."}
                    </p>
                  </div>
                </Fragment>
              );
            })}
          {index === state.step && index === 0 && config.regoLookup && lookups.lookupMessage && (
            <p className="text-sm text-muted" role="status">
              {lookups.lookupMessage}
            </p>
          )}
        </div>
      ))}
      {/* Honeypot (spam-guard.ts): off-screen, unreachable by keyboard, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fieldDomId(config.formKey, HONEYPOT_FIELD)}>Fax number</label>
        <input
          id={fieldDomId(config.formKey, HONEYPOT_FIELD)}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(HONEYPOT_FIELD)}
        />
      </div>
      {multiStep && (
        // The no-JavaScript steps (no-script-steps.ts): which step this post is, the lead it
        // continues and the page to come back to. A script sends JSON instead.
        <>
          <input type="hidden" name={STEP_FIELD} value={state.step} />
          <input type="hidden" name={PAGE_FIELD} value={pathname} />
          {state.leadId !== null && token && (
            <>
              <input type="hidden" name={LEAD_ID_FIELD} value={state.leadId} />
              <input type="hidden" name={LEAD_TOKEN_FIELD} value={token} />
            </>
          )}
        </>
      )}
      {state.error && (
        <Alert
          ref={alertRef}
          focusable
          tone={alertTone(current?.title ?? "") === "success" ? "success" : "error"}
        >
          {state.status === "error" && state.error !== SUBMIT_ERROR && state.step === total - 1 && (
            <p className="font-semibold">{SUBMIT_ERROR}</p>
          )}
          <p>{state.error}</p>
        </Alert>
      )}
      <FormActions
        back={backButtonState(state)}
        backLabel={settings.backLabel}
        previousUrl={previousUrl}
        onPrevious={previous}
        submit={submitButtonState(state, settings)}
      />
      {config.site.mockLeads && (
        <p className="text-xs text-muted" data-mock-leads>
          Test mode: this form is checked as usual, but nothing you send is kept or reaches {config.site.name}
          .
        </p>
      )}
      {config.site.captcha && (
        <p className="text-xs text-muted" aria-live="polite">
          {CAPTCHA_NOTES[captcha.status]}
        </p>
      )}
    </form>
  );
}
