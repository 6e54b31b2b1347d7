"use client";

import { useCallback, useReducer, useRef } from "react";
import type { UseFormGetValues, UseFormSetError } from "react-hook-form";
import { buildLeadPayload } from "@/domain/leads/build-lead-payload";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { formStepReducer, resumedFormStepState } from "@/domain/leads/form-step-reducer";
import { shouldSendStep } from "@/domain/leads/form-steps";
import { HONEYPOT_FIELD } from "@/domain/leads/spam-guard";
import { successUrl } from "@/domain/leads/success-url";
import { rememberSuccess, rememberUser, trackingPayload } from "@/features/lead-form/browser-storage";
import { trackConversion, trackStepSent } from "@/features/lead-form/lead-form-analytics";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { type SendLeadResult, sendLead } from "@/features/lead-form/send-lead";
import type { Captcha } from "@/features/lead-form/use-captcha";

type Values = Record<string, unknown>;

interface LeadSubmitOptions {
  config: LeadFormConfig;
  /** The definition resolved for the site (its steps are the ones on screen). */
  definition: FormDefinition;
  getValues: UseFormGetValues<Values>;
  setError: UseFormSetError<Values>;
  captcha: Captcha;
  /** Opens a page: /success after the final send (Next's router, or a full page load). */
  navigate: (url: string) => void;
  /** Runs before a finished step goes on (the trade-in rego lookup); false stops there. */
  beforeStep: (step: number) => Promise<boolean>;
  /** The form moved to another step (focus its heading). */
  onStepChange: () => void;
  /** A send failed and the alert shows why (focus it). */
  onFailure: () => void;
}

const CAPTCHA_FAILED: SendLeadResult = {
  ok: false,
  status: 0,
  error: { code: "captcha_failed", message: "The spam check could not run. Please try again." },
};

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function isFileList(value: unknown): value is FileList {
  return typeof FileList !== "undefined" && value instanceof FileList;
}

/** The form's values for the payload, and its uploads apart (they go as multipart). */
function splitFiles(raw: Values): { values: Values; files: Array<{ field: string; file: File }> } {
  const values: Values = {};
  const files: Array<{ field: string; file: File }> = [];
  for (const [name, value] of Object.entries(raw)) {
    if (isFileList(value)) for (const file of Array.from(value)) files.push({ field: name, file });
    else values[name] = value;
  }
  return { values, files };
}

/**
 * The multi-step rules through formStepReducer, and the sends behind them: each
 * finished step is sent once as an Incomplete lead (POST, then PUT with the returned id and
 * token), the final submit completes it, fires the conversion events, remembers the car and
 * the visitor, and opens /success. A send solves the captcha first (the first POST only),
 * keeps one Idempotency-Key per logical send, and solves a fresh challenge once when the
 * server says the solution expired. The server's field messages land on the fields.
 */
export function useLeadSubmit(options: LeadSubmitOptions) {
  const { config, definition, getValues, setError, captcha } = options;
  const total = definition.steps.length;
  const [state, dispatch] = useReducer(formStepReducer, config.resume, (resume) =>
    resumedFormStepState(total, resume),
  );
  const tokenRef = useRef<string | null>(config.resume?.token ?? null);
  const sendKeys = useRef(new Map<string, string>());

  const send = useCallback(
    async (partial: boolean, step: number): Promise<SendLeadResult> => {
      const { values, files } = splitFiles(getValues());
      const tracking = trackingPayload(config.site.slug);
      const payload = buildLeadPayload(values, {
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
        attribution: tracking.attribution,
        yesNoFields: config.site.yesNoFields,
      });
      payload.lead.form_id = config.definition.id;
      payload.lead[HONEYPOT_FIELD] = values[HONEYPOT_FIELD] ?? "";
      const sendKey = `${partial ? "step" : "final"}-${step}`;
      const idempotencyKey = sendKeys.current.get(sendKey) ?? newKey();
      sendKeys.current.set(sendKey, idempotencyKey);
      const needsCaptcha = config.site.captcha && state.leadId === null;
      for (let attempt = 0; ; attempt++) {
        let solution: string | null = null;
        if (needsCaptcha) {
          try {
            solution = await captcha.get();
          } catch {
            return CAPTCHA_FAILED;
          }
        }
        const result = await sendLead({
          payload,
          leadId: state.leadId,
          token: tokenRef.current,
          captcha: solution,
          files,
          idempotencyKey,
          mock: config.site.mockLeads,
        });
        captcha.reset();
        if (result.ok && result.token) tokenRef.current = result.token;
        // An expired or spent challenge: solve a fresh one once, transparently.
        if (!result.ok && result.error?.code?.startsWith("captcha") && attempt === 0) continue;
        return result;
      }
    },
    [config, getValues, state.leadId, state.skipped, captcha],
  );

  const showServerErrors = (result: SendLeadResult) => {
    for (const [name, message] of Object.entries(result.error?.fields ?? {})) {
      if (definition.steps.some((s) => s.fields.some((f) => f.name === name))) {
        setError(name, { type: "server", message });
      }
    }
  };

  /** A valid step: the next step (sent first when it should be), or the final submit. */
  const submit = async () => {
    const step = state.step;
    if (step < total - 1) {
      dispatch({ type: "submitStart" });
      if (!(await options.beforeStep(step))) return;
      if (shouldSendStep(state, step)) {
        const result = await send(true, step);
        if (!result.ok || result.id === undefined) {
          showServerErrors(result);
          dispatch({ type: "stepSendFailed", message: result.error?.message });
          options.onFailure();
          return;
        }
        dispatch({ type: "stepSent", step, leadId: result.id });
        trackStepSent(config, step, result.id);
      }
      dispatch({ type: "next" });
      options.onStepChange();
      return;
    }
    dispatch({ type: "submitStart" });
    const result = await send(false, step);
    if (!result.ok || result.id === undefined) {
      showServerErrors(result);
      dispatch({ type: "submitFailed", message: result.error?.fields ? null : result.error?.message });
      options.onFailure();
      return;
    }
    dispatch({ type: "submitSucceeded" });
    const values = getValues();
    trackConversion(config, definition, values, result.id);
    const chosen = typeof values.category === "string" && values.category.trim() ? values.category : null;
    const category = config.siteSuccessCategory ?? chosen ?? config.successCategory;
    rememberUser(config.site.slug, values);
    rememberSuccess(config.site.slug, { car: config.car, category });
    options.navigate(successUrl(category, config.successPairs));
  };

  const previous = () => {
    dispatch({ type: "previous" });
    options.onStepChange();
  };

  return { state, token: tokenRef.current, submit, previous };
}
