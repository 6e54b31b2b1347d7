"use client";

import { useEffect } from "react";

const EVERY_MS = 1500;
const MAX_TRIES = 40;

/**
 * While a payment is being confirmed, asks the server (which asks the provider) every 1.5 s, at
 * most 40 times, and re-renders the return page as soon as the state changes.
 */
export function PendingRefresh({ reservationId, token }: { reservationId: string; token: string }) {
  useEffect(() => {
    let tries = 0;
    let stopped = false;
    const timer = setInterval(async () => {
      tries += 1;
      if (tries > MAX_TRIES) {
        clearInterval(timer);
        return;
      }
      const response = await fetch(`/api/reservations/${encodeURIComponent(reservationId)}/refresh`, {
        method: "POST",
        headers: { "x-reservation-token": token },
      }).catch(() => null);
      const body = (await response?.json().catch(() => null)) as { state?: string } | null;
      if (!stopped && body?.state && body.state !== "pending") {
        clearInterval(timer);
        window.location.reload();
      }
    }, EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [reservationId, token]);
  return null;
}
