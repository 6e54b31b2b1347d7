/**
 * The browser's side of passkeys (better-auth's passkey endpoints under /api/auth/passkey):
 * a challenge from the site, the browser's WebAuthn ceremony (SimpleWebAuthn, loaded only
 * when the shopper asks), and the answer back to the site. Each call resolves to a message
 * for the shopper when it fails, null when it worked.
 */

/** Whether this browser can use passkeys at all (the sign-in form offers them only then). */
export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export interface PasskeyView {
  id: string;
  name: string;
  created_at: string;
  synced: boolean;
}

type Outcome = { ok: true } | { ok: false; message: string };

interface ErrorBody {
  code?: string;
  message?: string;
  error?: { message?: string };
}

async function failure(response: Response, fallback: string): Promise<Outcome> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  if (response.status === 429) return { ok: false, message: body?.error?.message ?? "Too many attempts." };
  if (body?.code === "SESSION_NOT_FRESH")
    return {
      ok: false,
      message:
        "For your security, a passkey can be added only soon after signing in. Sign out, sign in again with an emailed link, then add it.",
    };
  if (body?.code === "PASSKEY_NOT_FOUND")
    return {
      ok: false,
      message:
        "This passkey does not belong to an account on this site. Sign in with an emailed link, then add a passkey on your account page.",
    };
  return { ok: false, message: fallback };
}

/** The browser's own refusal (the shopper cancelled, or no passkey was chosen in time). */
function ceremonyFailure(error: unknown, fallback: string): Outcome {
  const name = (error as { name?: string; cause?: { name?: string } })?.cause?.name ?? (error as Error)?.name;
  if (name === "NotAllowedError" || name === "AbortError")
    return { ok: false, message: "No passkey was used: the request was cancelled or timed out. Try again." };
  if (name === "InvalidStateError")
    return { ok: false, message: "This device already holds a passkey for your account." };
  return { ok: false, message: fallback };
}

const jsonHeaders = { "content-type": "application/json", accept: "application/json" };

/** Signs in with a passkey of this site; the session cookie is set by the answer. */
export async function signInWithPasskey(): Promise<Outcome> {
  const fallback = "We could not sign you in with a passkey. Try again, or use an emailed link.";
  try {
    const options = await fetch("/api/auth/passkey/generate-authenticate-options", {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!options.ok) return failure(options, fallback);
    const { startAuthentication } = await import("@simplewebauthn/browser");
    let response: unknown;
    try {
      response = await startAuthentication({ optionsJSON: await options.json() });
    } catch (error) {
      return ceremonyFailure(error, fallback);
    }
    const verified = await fetch("/api/auth/passkey/verify-authentication", {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ response }),
    });
    return verified.ok ? { ok: true } : failure(verified, fallback);
  } catch {
    return { ok: false, message: "We could not reach the site. Check your connection and try again." };
  }
}

/** Adds a passkey to the signed-in shopper's account, named as they chose (or not at all). */
export async function addPasskey(name: string): Promise<Outcome> {
  const fallback = "We could not add the passkey. Please try again.";
  try {
    const options = await fetch("/api/auth/passkey/generate-register-options", {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!options.ok) return failure(options, fallback);
    const { startRegistration } = await import("@simplewebauthn/browser");
    let response: unknown;
    try {
      response = await startRegistration({ optionsJSON: await options.json() });
    } catch (error) {
      return ceremonyFailure(error, fallback);
    }
    const verified = await fetch("/api/auth/passkey/verify-registration", {
      method: "POST",
      headers: jsonHeaders,
      body: JSON.stringify({ response, ...(name ? { name } : {}) }),
    });
    return verified.ok ? { ok: true } : failure(verified, fallback);
  } catch {
    return { ok: false, message: "We could not reach the site. Check your connection and try again." };
  }
}

/** The signed-in shopper's passkeys, or null when they could not be loaded. */
export async function fetchPasskeys(): Promise<PasskeyView[] | null> {
  const response = await fetch("/api/auth/passkeys", {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) return null;
  return ((await response.json()) as { passkeys: PasskeyView[] }).passkeys;
}

export async function removePasskey(id: string): Promise<boolean> {
  const response = await fetch("/api/auth/passkey/delete-passkey", {
    method: "POST",
    headers: jsonHeaders,
    body: JSON.stringify({ id }),
  }).catch(() => null);
  return Boolean(response?.ok);
}
