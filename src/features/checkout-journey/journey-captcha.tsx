"use client";

import { useEffect, useRef } from "react";
import { CAPTCHA_FIELD } from "@/domain/leads/spam-guard";
import { fetchAndSolveCaptcha } from "@/features/lead-form/solve-captcha";

/**
 * The spam check for the journey's first step on a site that asks for it: the browser solves
 * the site's proof of work while the shopper types, and the step's post carries the solution
 * (a send made before it is ready waits for it). Without JavaScript the field stays empty and the server takes the
 * step under the tighter no-script limit instead, as for any form (receive-plain-form.ts).
 */
export function JourneyCaptcha() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    const controller = new AbortController();
    let solved = false;
    const solution = fetchAndSolveCaptcha(controller.signal)
      .catch(() => "")
      .then((value) => {
        input.value = value;
        solved = true;
      });
    // A send before the check is done waits for it (this step has one button, Continue).
    const onSubmit = (event: SubmitEvent) => {
      if (solved) return;
      event.preventDefault();
      void solution.then(() => form.submit());
    };
    form.addEventListener("submit", onSubmit);
    return () => {
      controller.abort();
      form.removeEventListener("submit", onSubmit);
    };
  }, []);
  return <input ref={ref} type="hidden" name={CAPTCHA_FIELD} defaultValue="" />;
}
