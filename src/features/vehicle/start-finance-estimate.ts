import { element } from "@/components/dom/element";
import type { EstimateSentence } from "@/domain/leads/repayments";
import type { EstimateInput } from "@/features/vehicle/finance-estimate-controls";

/** The estimate's element (FinanceEstimate's markup): its input for the controls, as JSON. */
export const FINANCE_ESTIMATE_ATTRIBUTE = "data-finance-estimate";
/** The id its sentence's error takes (`{id}-error`), as the server drew it. */
export const FINANCE_ESTIMATE_ID_ATTRIBUTE = "data-finance-estimate-id";
/** The line kept from the first paint for "Change deposit and term". */
export const FINANCE_ESTIMATE_MORE_ATTRIBUTE = "data-finance-estimate-more";

/**
 * The sentence, as the server draws it: the amount in bold and the rest muted; or, when the
 * deposit and term cannot be estimated, the reason, with the id the deposit field points at.
 */
function sentenceNodes(sentence: EstimateSentence, errorId: string): (Node | string)[] {
  if (!sentence.amount) return [element("span", { id: errorId }, sentence.rest)];
  return [
    element("span", { class: "font-semibold" }, sentence.amount),
    " ",
    element("span", { class: "text-muted" }, sentence.rest),
  ];
}

function readInput(root: Element): EstimateInput | null {
  try {
    const input = JSON.parse(root.getAttribute(FINANCE_ESTIMATE_ATTRIBUTE) ?? "") as EstimateInput;
    return typeof input.priceCents === "number" && typeof input.settings === "object" ? input : null;
  } catch {
    return null;
  }
}

/**
 * The vehicle page's repayment estimate, with a deposit and term the shopper can change, with no
 * React until they ask: the server draws the site's default sentence, which is all a browser
 * without JavaScript shows; this adds "Change deposit and term" on the line kept for it (so
 * nothing moves), and opening it loads the two fields (React, with them) and the sentence
 * follows them, announced politely (its role="status"). Returns the function that stops it.
 */
export function startFinanceEstimate(root: HTMLElement): () => void {
  const input = readInput(root);
  const status = root.querySelector('[role="status"]');
  const more = root.querySelector(`[${FINANCE_ESTIMATE_MORE_ATTRIBUTE}]`);
  if (!input || !status || !more) return () => undefined;
  const errorId = `${root.getAttribute(FINANCE_ESTIMATE_ID_ATTRIBUTE) ?? "estimate"}-error`;
  const fields = element("div", {});
  const details = element(
    "details",
    { class: "mt-1" },
    element(
      "summary",
      { class: "cursor-pointer py-1 font-semibold text-brand-link underline" },
      "Change deposit and term",
    ),
    fields,
  );
  let removeControls: (() => void) | undefined;
  let stopped = false;
  const onToggle = async () => {
    if (!details.open || removeControls) return;
    removeControls = () => undefined;
    // The fields and the arithmetic load when the shopper opens them, not with the page.
    const { mountEstimateControls } = await import("@/features/vehicle/mount-estimate-controls");
    if (stopped) return;
    removeControls = mountEstimateControls(fields, {
      input,
      errorId,
      onChange: (sentence) => status.replaceChildren(...sentenceNodes(sentence, errorId)),
    });
  };
  details.addEventListener("toggle", onToggle);
  more.replaceChildren(details);
  return () => {
    stopped = true;
    details.removeEventListener("toggle", onToggle);
    removeControls?.();
    details.remove();
  };
}
