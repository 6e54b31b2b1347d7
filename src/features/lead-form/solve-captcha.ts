// The browser half of the self-hosted ALTCHA proof of work (altcha-lib): find the number n
// for which SHA-256(salt + n) is the challenge. altcha-lib solves it in Web Workers, off the
// main thread; where Workers are unavailable (or one fails to start), on the main thread, one
// hash per task so the page stays responsive. altcha-lib, its worker and the challenge's zod
// schema load with the first solve, so a page that imports this (a lead form, the checkout
// journey's first step) pays nothing for them upfront. No third party and no network beyond
// this site's /api/captcha.
import type { CaptchaChallenge } from "@/features/lead-form/captcha-challenge";

/** altcha-lib's default search space when the challenge does not say. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Workers share the search space; more than a few only costs memory. */
const MAX_WORKERS = 4;

function workerCount(): number {
  const cores = typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

/** Solves in altcha-lib's workers; rejects when a worker cannot start or the send is aborted. */
async function solveInWorkers(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<number | null> {
  const { solveChallengeWorkers } = await import("altcha-lib/v1");
  const workers: Worker[] = [];
  return new Promise<number | null>((resolve, reject) => {
    const fail = (reason: string) => {
      for (const worker of workers) worker.terminate();
      reject(new Error(reason));
    };
    signal?.addEventListener("abort", () => fail("aborted"), { once: true });
    solveChallengeWorkers(
      () => {
        // Next bundles the worker script as its own entry (a classic worker loading its chunks).
        const worker = new Worker(new URL("./captcha-worker.ts", import.meta.url));
        worker.addEventListener("error", () => fail("The spam check's worker could not start"));
        workers.push(worker);
        return worker;
      },
      workerCount(),
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
    ).then((solution) => resolve(solution?.number ?? null), reject);
  });
}

/** Solves on the main thread (altcha-lib's solver): where Workers are unavailable. */
async function solveOnMainThread(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<number | null> {
  const { solveChallenge } = await import("altcha-lib/v1");
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
  );
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  return (await promise)?.number ?? null;
}

async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  let number: number | null = null;
  if (typeof Worker === "undefined") number = await solveOnMainThread(challenge, signal);
  else {
    try {
      number = await solveInWorkers(challenge, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      number = await solveOnMainThread(challenge, signal);
    }
  }
  if (signal?.aborted) throw new Error("aborted");
  if (number === null) throw new Error("The spam check could not be solved");
  // The payload the lead API verifies (altcha-lib's Payload), base64-encoded JSON.
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}

/** Fetches a challenge from this site and solves it. */
export async function fetchAndSolveCaptcha(signal?: AbortSignal): Promise<string> {
  const response = await fetch("/api/captcha", { cache: "no-store", signal });
  if (!response.ok) throw new Error(`The spam check could not start (${response.status})`);
  const { parseChallenge } = await import("@/features/lead-form/captcha-challenge");
  const challenge = parseChallenge(await response.json().catch(() => null));
  if (!challenge) throw new Error("The spam check's challenge was not understood");
  return solveCaptcha(challenge, signal);
}
