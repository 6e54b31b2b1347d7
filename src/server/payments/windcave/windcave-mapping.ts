import { z } from "zod";
import type { PaymentState } from "@/server/payments/payment-provider";

// Pure mapping between Windcave's terms and Forecourt's (no I/O), table-tested in
// windcave-mapping.test.ts.

export interface WindcaveTransactionView {
  id: string;
  type: string;
  authorised: boolean;
  dateTimeUtc?: string | undefined;
}

export interface WindcaveSessionView {
  id: string;
  state: string;
  expires?: string | undefined;
  transactions?: readonly WindcaveTransactionView[] | undefined;
}

export interface WindcaveOutcome {
  state: PaymentState;
  /** The purchase transaction the state comes from; null when the shopper never paid. */
  transaction: WindcaveTransactionView | null;
}

/**
 * A session's outcome: an authorised purchase is paid (the shopper may retry after a decline,
 * so any authorised one counts), a declined one failed; a session that completed without a
 * transaction (cancelled) or ran past `expires` is expired; anything else is still pending.
 */
export function windcaveSessionOutcome(session: WindcaveSessionView, now: Date): WindcaveOutcome {
  const purchases = (session.transactions ?? []).filter((t) => t.type === "purchase");
  const authorised = purchases.find((t) => t.authorised);
  if (authorised) return { state: "paid", transaction: authorised };
  const last = purchases.at(-1);
  if (last) return { state: "failed", transaction: last };
  const expired = session.expires !== undefined && Date.parse(session.expires) <= now.getTime();
  if (session.state === "complete" || expired) return { state: "expired", transaction: null };
  return { state: "pending", transaction: null };
}

/**
 * Windcave's notification is not signed and carries only the session id, so an event is what
 * the session says: its id is the session plus the transaction that decided it ("none" for a
 * session that ended without one). The same outcome read twice is the same event.
 */
export function windcaveEventId(sessionId: string, transaction: WindcaveTransactionView | null): string {
  return `${sessionId}:${transaction?.id ?? "none"}`;
}

const notificationSchema = z.object({ sessionId: z.string() });

/** The session id a notification names: `sessionId=…` (query string or form body) or JSON. */
export function windcaveNotificationSessionId(rawBody: string): string | null {
  const text = rawBody.trim();
  let id: unknown = null;
  if (text.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return null;
    }
    const parsed = notificationSchema.safeParse(json);
    id = parsed.success ? parsed.data.sessionId : null;
  } else {
    id = new URLSearchParams(text.startsWith("?") ? text.slice(1) : text).get("sessionId");
  }
  return typeof id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
