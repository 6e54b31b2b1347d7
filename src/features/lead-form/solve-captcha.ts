// The browser half of the self-hosted ALTCHA proof of work: find the number n for which
// SHA-256(salt + n) is the challenge, with Web Crypto, yielding between batches so the page
// stays responsive. No third party and no network beyond this site's /api/captcha.

interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

const BATCH = 500;

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  const max = challenge.maxnumber ?? 1_000_000;
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) throw new Error("aborted");
    const end = Math.min(max, start + BATCH - 1);
    const digests = await Promise.all(
      Array.from({ length: end - start + 1 }, (_, i) =>
        crypto.subtle.digest(challenge.algorithm, encoder.encode(challenge.salt + (start + i))),
      ),
    );
    const index = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (index !== -1) {
      return btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: start + index,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error("The spam check could not be solved");
}

/** Fetches a challenge from this site and solves it. */
export async function fetchAndSolveCaptcha(signal?: AbortSignal): Promise<string> {
  const response = await fetch("/api/captcha", { cache: "no-store", signal });
  if (!response.ok) throw new Error(`The spam check could not start (${response.status})`);
  return solveCaptcha((await response.json()) as CaptchaChallenge, signal);
}
