/**
 * The browser's side of staff passkeys (better-auth's passkey endpoints under
 * /console/api/auth/passkey): a challenge, the WebAuthn ceremony (SimpleWebAuthn, loaded only
 * when asked) and the answer back. Each resolves to null when it worked, else a message.
 */

const BASE = "/console/api/auth/passkey";
const jsonHeaders = { "content-type": "application/json", accept: "application/json" };

export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

async function refusal(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    error?: { message?: string };
  } | null;
  if (response.status === 429)
    return body?.error?.message ?? "Too many attempts. Wait a little and try again.";
  if (body?.code === "SESSION_NOT_FRESH")
    return "Sign out and in again with an emailed link, then add the passkey.";
  if (body?.code === "PASSKEY_NOT_FOUND") return "That passkey does not belong to a member of staff.";
  return fallback;
}

function cancelled(error: unknown, fallback: string): string {
  const name = (error as { name?: string; cause?: { name?: string } })?.cause?.name ?? (error as Error)?.name;
  if (name === "NotAllowedError" || name === "AbortError")
    return "No passkey was used: it was cancelled or timed out.";
  if (name === "InvalidStateError") return "This device already holds a passkey for you.";
  return fallback;
}

/** Signs in with a passkey; the answer sets the console's session cookie. */
export async function staffSignInWithPasskey(): Promise<string | null> {
  const fallback = "We could not sign you in with a passkey. Try again, or use an emailed link.";
  try {
    const options = await fetch(`${BASE}/generate-authenticate-options`, { cache: "no-store" });
    if (!options.ok) return refusal(options, fallback);
    const { startAuthentication } = await import("@simplewebauthn/browser");
    let response: unknown;
    try {
      response = await startAuthentication({ optionsJSON: await options.json() });
    } catch (error) {
      return cancelled(error, fallback);
    }
    const verified = await fetch(`${BASE}/verify-authentication`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ response }),
    });
    return verified.ok ? null : refusal(verified, fallback);
  } catch {
    return fallback;
  }
}

/** Adds a passkey to the signed-in member. */
export async function addStaffPasskey(name: string): Promise<string | null> {
  const fallback = "We could not add the passkey. Try again.";
  try {
    const options = await fetch(`${BASE}/generate-register-options`, { cache: "no-store" });
    if (!options.ok) return refusal(options, fallback);
    const { startRegistration } = await import("@simplewebauthn/browser");
    let response: unknown;
    try {
      response = await startRegistration({ optionsJSON: await options.json() });
    } catch (error) {
      return cancelled(error, fallback);
    }
    const verified = await fetch(`${BASE}/verify-registration`, {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ response, ...(name ? { name } : {}) }),
    });
    return verified.ok ? null : refusal(verified, fallback);
  } catch {
    return fallback;
  }
}
