import type { ReactNode } from "react";
import type { Market } from "@/domain/config/site-config";
import { localiseText } from "@/domain/site/locale";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { enquireHref } from "@/domain/stock/vehicle-action-links";

/**
 * The vehicle page's enquiry section (the target of its Enquire action): the enquiry form
 * when the forms area provides one, else a link to the enquiry page.
 */
export function VehicleEnquiry({
  carId,
  noun,
  market,
  form,
}: {
  carId: number;
  noun: string;
  market: Market;
  form?: ReactNode;
}) {
  if (form) {
    // The form brings its own heading.
    return (
      <section id="enquire" aria-label="Enquiry" className="scroll-mt-4">
        {form}
      </section>
    );
  }
  return (
    <section id="enquire" aria-labelledby="enquire-heading" className="scroll-mt-4">
      <h2 id="enquire-heading" className="text-xl font-extrabold tracking-tight">
        {localiseText(`Enquire about this ${nounInSentence(noun)}`, market)}
      </h2>
      <div className="card mt-3 flex flex-wrap items-center justify-between gap-4 p-5">
        <p className="max-w-md text-sm text-muted">
          Ask a question, check availability or make an offer. We usually reply within the hour during opening
          times.
        </p>
        <a href={enquireHref(carId)} className="btn-brand">
          {localiseText("Send an enquiry", market)}
        </a>
      </div>
    </section>
  );
}
