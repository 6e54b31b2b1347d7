import { createRoot } from "react-dom/client";
import type { EstimateSentence } from "@/domain/leads/repayments";
import FinanceEstimateControls, { type EstimateInput } from "@/features/vehicle/finance-estimate-controls";

/**
 * The estimate's deposit and term fields (a React component, loaded only when the shopper opens
 * them: React comes with it), drawn into `container`. Returns the function that takes them away.
 */
export function mountEstimateControls(
  container: HTMLElement,
  props: { input: EstimateInput; errorId: string; onChange: (sentence: EstimateSentence) => void },
): () => void {
  const root = createRoot(container);
  root.render(<FinanceEstimateControls {...props} />);
  // Not in the middle of React's own work (a ref's cleanup, when React renders the estimate).
  return () => queueMicrotask(() => root.unmount());
}
