import type { ConsentChoice } from "@/features/third-party/third-party-loading";

/**
 * The consent banner's markup, one component for both renderers: Next's AnalyticsScripts island
 * renders it with `onAnswer` when the shopper has to be asked; Astro's SiteLayout renders it on
 * the server `hidden`, and the shell's script module shows it and wires its buttons by their
 * `CONSENT_ANSWER_ATTRIBUTE` (features/analytics/shell-trackers.ts).
 */
export function ConsentBanner({
  onAnswer,
  hidden = false,
}: {
  onAnswer?: (choice: ConsentChoice) => void;
  hidden?: boolean;
}) {
  return (
    <section
      aria-label="Cookie consent"
      data-consent-banner=""
      hidden={hidden}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-lg"
    >
      <div className="container-site flex flex-wrap items-center gap-3 py-3">
        <p className="min-w-60 flex-1 text-sm">
          We would like to use analytics and advertising cookies to understand how the site is used and to
          show you relevant ads. Nothing is set until you accept.
        </p>
        <button
          type="button"
          className="btn-outline"
          data-consent-answer="denied"
          onClick={onAnswer && (() => onAnswer("denied"))}
        >
          Decline
        </button>
        <button
          type="button"
          className="btn-brand"
          data-consent-answer="granted"
          onClick={onAnswer && (() => onAnswer("granted"))}
        >
          Accept
        </button>
      </div>
    </section>
  );
}
