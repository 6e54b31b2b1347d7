"use client";

import { useEffect } from "react";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";

/**
 * The purchase journey's step events: a step view when a step is shown, and a step complete
 * when its form is sent (or, on the deposit step, when Pay deposit is followed). The steps are
 * server-rendered pages, so this island only listens.
 */
export function JourneyStepEvents({
  step,
  stepName,
  vehicle,
  leadId,
}: {
  /** 1-based, as "Step X of Y" shows it. */
  step: number;
  stepName: string;
  vehicle: { stocknum: string; price: number | null; name: string; slug: string };
  leadId: number | null;
}) {
  useEffect(() => {
    const props = { step, step_name: stepName, vehicle, lead_id: leadId };
    track(EVENT_IDS.purchase_step_view, props);
    // Once per page: a send held back for the spam check still leaves this page once.
    let completed = false;
    const complete = (event: Event) => {
      if (completed) return;
      const target = event.target;
      if (!(target instanceof Element)) return;
      const done =
        event.type === "submit"
          ? target.closest("form[data-journey-step]")
          : target.closest("a[data-journey-pay]");
      if (!done) return;
      completed = true;
      track(EVENT_IDS.purchase_step_complete, props);
    };
    document.addEventListener("submit", complete);
    document.addEventListener("click", complete);
    return () => {
      document.removeEventListener("submit", complete);
      document.removeEventListener("click", complete);
    };
  }, [step, stepName, vehicle, leadId]);
  return null;
}
