"use client";
import { useCallback, useEffect, useState } from "react";
import { consoleApi } from "@/features/console/console-api";
import { LeadDetailView, type LeadPage } from "@/features/console/lead-detail-view";

/**
 * One lead: every field, its tracking data, files, deliveries with each attempt; status and note.
 * The state and the API calls are here, the markup lead-detail-view.tsx's.
 */
export function LeadView({ leadId }: { leadId: string }) {
  const [page, setPage] = useState<LeadPage | null>(null);
  const [message, setMessage] = useState<{ alert: boolean; text: string } | null>(null);
  const [status, setStatus] = useState("new");
  const [note, setNote] = useState("");
  const [resendTo, setResendTo] = useState("");
  const [resendError, setResendError] = useState<string | null>(null);
  const load = useCallback(async () => {
    const answer = await consoleApi<LeadPage>(`leads/${encodeURIComponent(leadId)}`);
    if (!answer.ok) return setMessage({ alert: true, text: answer.error.message });
    setPage(answer.data);
    setStatus(answer.data.dealer_status.status);
    setNote(answer.data.dealer_status.note);
  }, [leadId]);
  useEffect(() => {
    void load();
  }, [load]);

  async function saveStatus() {
    const answer = await consoleApi(`leads/${encodeURIComponent(leadId)}/status`, {
      method: "POST",
      body: { status, note },
    });
    setMessage(
      answer.ok
        ? { alert: false, text: `Status saved: ${status}.` }
        : { alert: true, text: Object.values(answer.error.fields)[0] ?? answer.error.message },
    );
  }
  async function retry(deliveryId: number) {
    const answer = await consoleApi(`deliveries/${deliveryId}/retry`, { method: "POST", body: {} });
    setMessage(
      answer.ok
        ? { alert: false, text: "The delivery is queued to be sent again. Refresh to see the attempt." }
        : { alert: true, text: answer.error.message },
    );
    if (answer.ok) await load();
  }

  async function resend() {
    const answer = await consoleApi<{ id: number; to: string }>(
      `leads/${encodeURIComponent(leadId)}/resend`,
      {
        method: "POST",
        body: { to: resendTo },
      },
    );
    if (!answer.ok) {
      setResendError(answer.error.fields.to ?? answer.error.message);
      return;
    }
    setResendError(null);
    setResendTo("");
    setMessage({
      alert: false,
      text: `The lead is on its way to ${answer.data.to} (delivery ${answer.data.id}).`,
    });
    await load();
  }

  return (
    <LeadDetailView
      page={page}
      message={message}
      status={status}
      note={note}
      resendTo={resendTo}
      resendError={resendError}
      onStatus={setStatus}
      onNote={setNote}
      onResendTo={setResendTo}
      onSaveStatus={saveStatus}
      onResend={resend}
      onRetry={retry}
    />
  );
}
