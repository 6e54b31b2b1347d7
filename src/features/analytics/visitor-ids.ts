/**
 * "Stored locally": the device id (anon_id) and session id the Analytics event carries.
 * Storage can be unavailable (private modes, blocked cookies): then a per-page id is used.
 */

const DEVICE_ID_KEY = "forecourt-device-id";
const SESSION_ID_KEY = "forecourt-session-id";

const fallback: Record<string, string> = {};

function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function stored(storage: () => Storage, key: string): string {
  try {
    const store = storage();
    const existing = store.getItem(key);
    if (existing) return existing;
    const id = newId();
    store.setItem(key, id);
    return id;
  } catch {
    fallback[key] ??= newId();
    return fallback[key];
  }
}

export function deviceId(): string {
  return stored(() => window.localStorage, DEVICE_ID_KEY);
}

export function sessionId(): string {
  return stored(() => window.sessionStorage, SESSION_ID_KEY);
}
