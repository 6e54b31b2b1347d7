"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { fetchAndSolveCaptcha } from "@/features/lead-form/solve-captcha";

type CaptchaStatus = "idle" | "working" | "done" | "failed";

export interface Captcha {
  status: CaptchaStatus;
  /** The solution: the one in progress or done, else a fresh one ("" when the site has none). */
  get: () => Promise<string>;
  /** Forgets the solution (each is good for one send). */
  reset: () => void;
}

/** How long after the form is on screen the proof of work starts. */
const START_DELAY_MS = 300;

/** The captcha runs in the background as soon as the form is on screen; submit awaits it. */
export function useCaptcha(enabled: boolean): Captcha {
  const solution = useRef<Promise<string> | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>("idle");
  const get = useCallback(() => {
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
    const timer = setTimeout(() => void get().catch(() => {}), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, get]);
  const reset = useCallback(() => {
    solution.current = null;
  }, []);
  return { status, get, reset };
}
