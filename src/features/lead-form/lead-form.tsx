"use client";

import { usePathname, useRouter } from "next/navigation";
import {
  Fragment,
  useActionState,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { buildLeadPayload } from "@/domain/leads/build-lead-payload";
import { conversionEventIdFor } from "@/domain/leads/enquiry-event-id";
import { type FormField, type FormOption, formSettings } from "@/domain/leads/form-definition";
import { formStepReducer, resumedFormStepState } from "@/domain/leads/form-step-reducer";
import {
  alertTone,
  backButtonState,
  isMultiStep,
  progressPercent,
  shouldSendStep,
  stepLabel,
  submitButtonState,
} from "@/domain/leads/form-steps";
import { isFieldShown } from "@/domain/leads/is-field-shown";
import { SUBMIT_ERROR } from "@/domain/leads/messages";
import {
  LEAD_ID_FIELD,
  LEAD_TOKEN_FIELD,
  PAGE_FIELD,
  STEP_FIELD,
  stepUrl,
} from "@/domain/leads/no-script-steps";
import { resolveFormDefinition } from "@/domain/leads/resolve-form-definition";
import { HONEYPOT_FIELD } from "@/domain/leads/spam-guard";
import { successUrl } from "@/domain/leads/success-url";
import {
  type LookupVehicle,
  lookupFoundMessage,
  type VehicleLookupAnswer,
} from "@/domain/leads/vehicle-lookup";
import { EVENT_IDS, type EventId, stepEventId } from "@/domain/site/event-catalogue";
import { localeFor } from "@/domain/site/locale";
import { track } from "@/features/analytics/track";
import {
  readUser,
  rememberSuccess,
  rememberUser,
  trackingPayload,
  userPrefill,
} from "@/features/lead-form/browser-storage";
import { fieldDomId, LeadFormField } from "@/features/lead-form/lead-form-field";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { NoScriptAnswer } from "@/features/lead-form/no-script-answer";
import { type SendLeadResult, sendLead } from "@/features/lead-form/send-lead";
import { fetchAndSolveCaptcha } from "@/features/lead-form/solve-captcha";

type Values = Record<string, unknown>;

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function isFileList(value: unknown): value is FileList {
  return typeof FileList !== "undefined" && value instanceof FileList;
}

/** The captcha runs in the background as soon as the form is on screen; submit awaits it. */
function useCaptcha(enabled: boolean) {
  const solution = useRef<Promise<string> | null>(null);
  const [status, setStatus] = useState<"idle" | "working" | "done" | "failed">("idle");
  const start = useCallback(() => {
    if (!enabled) return Promise.resolve("");
    if (!solution.current) {
      setStatus("working");
      solution.current = fetchAndSolveCaptcha().then(
        (value) => {
          setStatus("done");
          return value;
        },
        (error) => {
          solution.current = null;
          setStatus("failed");
          throw error;
        },
      );
    }
    return solution.current;
  }, [enabled]);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => void start().catch(() => {}), 300);
    return () => clearTimeout(timer);
  }, [enabled, start]);
  const reset = useCallback(() => {
    solution.current = null;
  }, []);
  return { status, get: start, reset };
}

/**
 * The form engine: renders any FormDefinition (resolved for the site), validates each step
 * on submit with the same zod schema the server uses (buildFormSchema), and runs SPEC 4's
 * multi-step rules through formStepReducer: each finished step is sent once as an
 * Incomplete lead (POST, then PUT with the returned id), the final submit completes it,
 * fires the conversion event, remembers the car and the visitor, and opens /success.
 */
export function LeadForm({ config: given }: { config: LeadFormConfig }) {
  // Without JavaScript the form posts to its Server Action; a post it could not send comes
  // back as `answer` (shown above the fields) with what was typed filled in again.
  const [answer, noJsAction] = useActionState(given.noJsAction, null);
  const config = answer ? { ...given, initialValues: { ...given.initialValues, ...answer.values } } : given;
  const router = useRouter();
  const definition = useMemo(
    () => resolveFormDefinition(config.definition, config.context),
    [config.definition, config.context],
  );
  const settings = formSettings(config.definition);
  const total = definition.steps.length;
  const multiStep = isMultiStep(definition);
  const [state, dispatch] = useReducer(formStepReducer, config.resume, (resume) =>
    resumedFormStepState(total, resume),
  );
  const stepRef = useRef(state.step);
  stepRef.current = state.step;
  const tokenRef = useRef<string | null>(config.resume?.token ?? null);
  const pathname = usePathname();
  const sendKeys = useRef(new Map<string, string>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha(config.site.captcha);
  const [lookupMessage, setLookupMessage] = useState<string | null>(null);
  const [valuationMessage, setValuationMessage] = useState<string | null>(null);

  const schemas = useMemo(
    () => definition.steps.map((_, step) => buildFormSchema(config.definition, config.context, { step })),
    [definition.steps, config.definition, config.context],
  );
  const resolver = useCallback<Resolver<Values>>(
    async (values) => {
      const result = schemas[stepRef.current]!.safeParse(values);
      if (result.success) return { values: result.data, errors: {} };
      const errors: FieldErrors<Values> = {};
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? "form");
        errors[name] ??= { type: "validation", message: issue.message };
      }
      return { values: {}, errors };
    },
    [schemas],
  );
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: config.initialValues,
    // SPEC 4: validation runs on submit only, and revalidates on submit.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    resolver,
    shouldFocusError: true,
  });
  const values = watch();

  // SPEC 3: remembered user details prefill empty fields (after hydration, so SSR matches).
  useEffect(() => {
    const prefill = userPrefill(readUser(config.site.slug));
    for (const [name, value] of Object.entries(prefill)) {
      const known = definition.steps.some((s) => s.fields.some((f) => f.name === name));
      if (known && !getValues(name)) setValue(name, value);
    }
  }, [config.site.slug, definition.steps, getValues, setValue]);

  const optionsFor = useCallback(
    (field: FormField): readonly FormOption[] | undefined => {
      const source = field.optionsSource;
      if (source === "service-slots" || source === "appointment-slots") {
        const byDealership = config.slots[source] ?? {};
        const chosen = (values.dealership_slug as string | undefined) || config.site.dealershipSlug || "";
        // Slots belong to a dealership: on a site with a choice, pick the dealership first.
        const lists = Object.values(byDealership);
        return byDealership[chosen] ?? (lists.length === 1 ? lists[0] : []);
      }
      return source ? (config.options[source] ?? field.options) : field.options;
    },
    [config.slots, config.options, config.site.dealershipSlug, values.dealership_slug],
  );

  const send = useCallback(
    async (partial: boolean, step: number): Promise<SendLeadResult> => {
      const raw = getValues();
      const formValues: Values = {};
      const files: Array<{ field: string; file: File }> = [];
      for (const [name, value] of Object.entries(raw)) {
        if (isFileList(value)) for (const file of Array.from(value)) files.push({ field: name, file });
        else formValues[name] = value;
      }
      const tracking = trackingPayload(config.site.slug);
      const payload = buildLeadPayload(formValues, {
        category: config.definition.category,
        subcategory: config.definition.subcategory,
        website_slug: config.site.slug,
        url: window.location.href,
        user_agent: navigator.userAgent,
        dealership_slug: config.site.dealershipSlug,
        lead_id: state.leadId,
        partial,
        step_number: step,
        skipped_steps: state.skipped,
        has_files: files.length > 0,
        visited_pages: tracking.visited_pages,
        linked_query_params: tracking.linked_query_params,
        yesNoFields: config.site.yesNoFields,
      });
      payload.lead.form_id = config.definition.id;
      payload.lead[HONEYPOT_FIELD] = formValues[HONEYPOT_FIELD] ?? "";
      const sendKey = `${partial ? "step" : "final"}-${step}`;
      if (!sendKeys.current.has(sendKey)) sendKeys.current.set(sendKey, newKey());
      const needsCaptcha = config.site.captcha && state.leadId === null;
      let attempt = 0;
      for (;;) {
        let solution: string | null = null;
        if (needsCaptcha) {
          try {
            solution = await captcha.get();
          } catch {
            return {
              ok: false,
              status: 0,
              error: { code: "captcha_failed", message: "The spam check could not run. Please try again." },
            };
          }
        }
        const result = await sendLead({
          payload,
          leadId: state.leadId,
          token: tokenRef.current,
          captcha: solution,
          files,
          idempotencyKey: sendKeys.current.get(sendKey)!,
          mock: config.site.mockLeads,
        });
        captcha.reset();
        if (result.ok && result.token) tokenRef.current = result.token;
        // An expired or spent challenge: solve a fresh one once, transparently.
        if (!result.ok && result.error?.code?.startsWith("captcha") && attempt === 0) {
          attempt += 1;
          continue;
        }
        return result;
      }
    },
    [config, getValues, state.leadId, state.skipped, captcha],
  );

  const showServerErrors = useCallback(
    (result: SendLeadResult) => {
      for (const [name, message] of Object.entries(result.error?.fields ?? {})) {
        if (definition.steps.some((s) => s.fields.some((f) => f.name === name))) {
          setError(name, { type: "server", message });
        }
      }
    },
    [definition.steps, setError],
  );

  const focusStep = () => requestAnimationFrame(() => headingRef.current?.focus());

  const onValid = async () => {
    const step = state.step;
    const last = step >= total - 1;
    if (!last) {
      dispatch({ type: "submitStart" });
      if (config.regoLookup && step === 0) {
        const ok = await lookupRego();
        if (!ok) return;
      }
      if (shouldSendStep(state, step)) {
        const result = await send(true, step);
        if (!result.ok || result.id === undefined) {
          showServerErrors(result);
          dispatch({ type: "stepSendFailed", message: result.error?.message });
          requestAnimationFrame(() => alertRef.current?.focus());
          return;
        }
        dispatch({ type: "stepSent", step, leadId: result.id });
        track(stepEventId(step + 1), { lead_id: result.id, category: config.definition.category });
      }
      dispatch({ type: "next" });
      focusStep();
      return;
    }
    dispatch({ type: "submitStart" });
    const result = await send(false, step);
    if (!result.ok || result.id === undefined) {
      showServerErrors(result);
      dispatch({ type: "submitFailed", message: result.error?.fields ? null : result.error?.message });
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    dispatch({ type: "submitSucceeded" });
    const formValues = getValues();
    const conversion = {
      person: formValues,
      vehicle: config.car,
      lead_id: result.id,
      category: config.definition.category,
    };
    track(conversionEventIdFor(definition, formValues, config.conversionEventId) as EventId, conversion);
    if (config.definition.submissionEventId !== undefined)
      track(config.definition.submissionEventId as EventId, conversion);
    const chosen =
      typeof formValues.category === "string" && formValues.category.trim() ? formValues.category : null;
    const category = config.siteSuccessCategory ?? chosen ?? config.successCategory;
    rememberUser(config.site.slug, formValues);
    rememberSuccess(config.site.slug, { car: config.car, category });
    router.push(successUrl(category, config.successPairs));
  };

  const dollars = useMemo(() => {
    const { locale } = localeFor(config.context.market);
    const format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "AUD",
      maximumFractionDigits: 0,
    });
    return (n: number) => format.format(n);
  }, [config.context.market]);

  /** Fills the vehicle fields the shopper has not typed yet from a lookup's answer. */
  const fillVehicle = (vehicle: LookupVehicle) => {
    for (const name of ["Vehicle Make", "Vehicle Model", "year"] as const) {
      if (!getValues(name)) setValue(name, String(vehicle[name]));
    }
  };

  /** POSTs a lookup; the answer, "none" (no such vehicle or a bad plate) or "unavailable". */
  const lookUp = async (
    path: string,
    body: Record<string, unknown>,
  ): Promise<VehicleLookupAnswer | "none" | "unavailable"> => {
    try {
      const response = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) return (await response.json()) as VehicleLookupAnswer;
      return response.status === 404 || response.status === 422 ? "none" : "unavailable";
    } catch {
      return "unavailable";
    }
  };

  const lookupRego = async (): Promise<boolean> => {
    setLookupMessage(null);
    const answer = await lookUp("/api/trade-in/lookup", {
      rego: getValues("Rego"),
      regoState: getValues("regoState"),
    });
    track(EVENT_IDS.trade_in_lookup, { rego_found: typeof answer === "object" });
    if (typeof answer === "object") {
      fillVehicle(answer.vehicle);
      setLookupMessage(lookupFoundMessage(answer, dollars));
    } else {
      // No match is not an error for the visitor: they type the details in the next step.
      setLookupMessage(
        answer === "none"
          ? "We couldn't find that registration; please enter your vehicle's details."
          : "The registration lookup is unavailable; please enter your vehicle's details.",
      );
    }
    return true;
  };

  /** Sell my car: the vehicle and its trade value at the odometer (SPEC 9: 43 lookup, 50 valuation). */
  const lookupValuation = async () => {
    const rego = String(getValues("Rego") ?? "").trim();
    const regoState = String(getValues("regoState") ?? "");
    if (!rego || !regoState) {
      setValuationMessage("Enter the registration number and its state first.");
      return;
    }
    setValuationMessage("Looking up your car…");
    const odometer = String(getValues("odometer") ?? "").replace(/[,\s]/g, "");
    const answer = await lookUp("/api/simple-autograb-lookup", {
      rego,
      regoState,
      ...(/^\d{1,7}$/.test(odometer) ? { odometer } : {}),
    });
    track(EVENT_IDS.sell_car_lookup, { rego_found: typeof answer === "object" });
    if (typeof answer !== "object") {
      setValuationMessage(
        answer === "none"
          ? "We couldn't find that registration; please enter your car's details below."
          : "The lookup is unavailable right now; please enter your car's details below.",
      );
      return;
    }
    fillVehicle(answer.vehicle);
    if (answer.valuation) {
      track(EVENT_IDS.sell_car_valuation, {
        trade_low: answer.valuation.trade_low,
        trade_high: answer.valuation.trade_high,
      });
    }
    setValuationMessage(lookupFoundMessage(answer, dollars));
  };

  const submit = submitButtonState(state, settings);
  const back = backButtonState(state);
  const current = definition.steps[state.step]!;
  const percent = progressPercent(state.step, total, state.complete);
  const tone = alertTone(current.title);
  const isValueValid = (name: string) => !errors[name];
  const headingId = `${config.formKey}-step-title`;
  const previousUrl =
    state.leadId !== null && tokenRef.current && state.step > 0
      ? stepUrl(pathname, state.step - 1, { id: state.leadId, token: tokenRef.current })
      : null;

  return (
    <form
      id={config.formKey}
      noValidate
      action={noJsAction}
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onValid)}
      className="space-y-5"
    >
      {multiStep && (
        <div>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <p className="font-semibold text-muted" aria-live="polite">
              {stepLabel(state.step, total)}
            </p>
            <p className="text-muted" aria-hidden="true">
              {percent}%
            </p>
          </div>
          <div
            role="progressbar"
            aria-label="Form progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold tracking-tight outline-none"
      >
        {multiStep ? current.title : config.definition.title}
      </h2>
      {answer && <NoScriptAnswer answer={answer} definition={definition} formKey={config.formKey} />}
      {definition.steps.map((step, index) => (
        <div key={step.title} hidden={index !== state.step} className="grid gap-5">
          {index === state.step &&
            step.fields.map((field) => {
              const options = optionsFor(field);
              const slotField =
                field.optionsSource === "service-slots" || field.optionsSource === "appointment-slots";
              const placeholder =
                slotField && options?.length === 0
                  ? values.dealership_slug ||
                    Object.keys(config.slots[field.optionsSource as "service-slots"] ?? {}).length <= 1
                    ? "No times available online"
                    : "Choose a dealership first"
                  : field.placeholder;
              const resolved = { ...field, options, placeholder };
              const shown =
                field.hidden || field.type === "hidden" || isFieldShown(field, values, isValueValid);
              // Without JavaScript nothing can reveal a conditional field, so the page
              // carries it for that case only (a script never sees <noscript> content).
              if (!shown)
                return multiStep ? (
                  <noscript key={field.name}>
                    <LeadFormField
                      field={resolved}
                      idPrefix={config.formKey}
                      register={register}
                      market={config.context.market}
                      defaultValue={config.initialValues[field.name]}
                    />
                  </noscript>
                ) : null;
              const input = (
                <LeadFormField
                  key={field.name}
                  field={resolved}
                  idPrefix={config.formKey}
                  register={register}
                  error={errors[field.name]?.message as string | undefined}
                  market={config.context.market}
                  defaultValue={config.initialValues[field.name]}
                />
              );
              if (!(config.valuationLookup && field.name === "odometer")) return input;
              return (
                <Fragment key={field.name}>
                  {input}
                  <div className="flex flex-wrap items-center gap-3">
                    <button type="button" className="btn-outline" onClick={() => void lookupValuation()}>
                      Look up my car
                    </button>
                    <p className="text-sm text-muted" role="status">
                      {valuationMessage ?? "Get your car's details and an estimate of its trade value."}
                    </p>
                  </div>
                </Fragment>
              );
            })}
          {index === state.step && index === 0 && config.regoLookup && lookupMessage && (
            <p className="text-sm text-muted" role="status">
              {lookupMessage}
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
          {state.leadId !== null && tokenRef.current && (
            <>
              <input type="hidden" name={LEAD_ID_FIELD} value={state.leadId} />
              <input type="hidden" name={LEAD_TOKEN_FIELD} value={tokenRef.current} />
            </>
          )}
        </>
      )}
      {state.error && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className={
            tone === "success"
              ? "rounded-md border border-emerald-700 bg-emerald-50 p-4 text-sm text-emerald-900"
              : "rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
          }
        >
          {state.status === "error" && state.error !== SUBMIT_ERROR && state.step === total - 1 && (
            <p className="font-semibold">{SUBMIT_ERROR}</p>
          )}
          <p>{state.error}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {!back.hidden ? (
          previousUrl && !back.disabled ? (
            // A link, so Go Back works without JavaScript too (the lead holds the earlier steps).
            <a
              href={previousUrl}
              className="btn-outline"
              onClick={(event) => {
                event.preventDefault();
                dispatch({ type: "previous" });
                focusStep();
              }}
            >
              {settings.backLabel}
            </a>
          ) : (
            <button
              type="button"
              className="btn-outline"
              disabled={back.disabled}
              onClick={() => {
                dispatch({ type: "previous" });
                focusStep();
              }}
            >
              {settings.backLabel}
            </button>
          )
        ) : (
          <span />
        )}
        <button
          type="submit"
          className="btn-brand min-w-32"
          disabled={submit.disabled}
          aria-disabled={submit.disabled}
        >
          {submit.label}
        </button>
      </div>
      {config.site.mockLeads && (
        <p className="text-xs text-muted" data-mock-leads>
          Test mode: this form is checked as usual, but nothing you send is kept or reaches {config.site.name}
          .
        </p>
      )}
      {config.site.captcha && (
        <p className="text-xs text-muted" aria-live="polite">
          {captcha.status === "done"
            ? "Spam protection: verified in your browser."
            : captcha.status === "failed"
              ? "Spam protection could not run; it will try again when you submit."
              : "Spam protection runs in your browser; no tracking, no puzzles."}
        </p>
      )}
    </form>
  );
}
