import type { ReactNode } from "react";
import type { VehicleAction } from "@/domain/config/site-config";
import type { VehicleActionLayout } from "@/domain/stock/vehicle-action-layout";

// The vehicle page actions' markup: one primary button, a few outline buttons, then compact
// rows under "More options" (a <details>, so it opens without JavaScript and by keyboard).
// Which action goes where is vehicle-action-bar.tsx's; what each action is,
// vehicle-actions.tsx's.

export type Slot = "primary" | "secondary" | "more";

// One primary button, a few outline buttons, then compact rows under "More options".
export const SLOT_CLASS: Record<Slot, string> = {
  primary: "btn-brand w-full py-3 text-base",
  secondary: "btn-outline w-full py-2.5",
  more: "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-link",
};

export function VehicleActionBarView({
  layout,
  draw,
}: {
  layout: VehicleActionLayout & { primary: VehicleAction };
  /** An action, drawn for its slot. */
  draw: (action: VehicleAction, slot: Slot) => ReactNode;
}) {
  return (
    <div data-testid="vehicle-actions">
      <div data-slot="primary">{draw(layout.primary, "primary")}</div>
      {layout.secondary.length > 0 && (
        <div className="mt-2 flex flex-col gap-2" data-slot="secondary">
          {layout.secondary.map((action) => draw(action, "secondary"))}
        </div>
      )}
      {layout.more.length > 0 && (
        <details className="group/more mt-3 border-t border-line pt-2" data-slot="more">
          <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 text-sm font-semibold text-brand-link hover:bg-surface [&::-webkit-details-marker]:hidden">
            More options
            <span className="text-xs font-normal text-muted">
              {layout.more.length}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="ml-1 inline size-4 transition group-open/more:rotate-180"
              >
                <path
                  fill="currentColor"
                  d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </span>
          </summary>
          <div className="flex flex-col">{layout.more.map((action) => draw(action, "more"))}</div>
        </details>
      )}
    </div>
  );
}
