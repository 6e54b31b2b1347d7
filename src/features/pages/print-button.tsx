"use client";

import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";

/**
 * Prints the page (or saves it as a PDF from the browser's print dialog): "61 print
 * PDF". Hidden in the printout itself.
 */
export function PrintButton({ label = "Print this page" }: { label?: string }) {
  return (
    <button
      type="button"
      className="btn-outline print:hidden"
      onClick={() => {
        track(EVENT_IDS.print_pdf, { page_path: window.location.pathname });
        window.print();
      }}
    >
      {label}
    </button>
  );
}
