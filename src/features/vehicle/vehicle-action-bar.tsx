import type { ReactNode } from "react";
import type { VehicleAction } from "@/domain/config/site-config";
import { vehicleActionLayout } from "@/domain/stock/vehicle-action-layout";
import { VehicleActionBarView } from "@/features/vehicle/vehicle-action-bar-view";
import { type VehicleActionsInput, vehicleActions } from "@/features/vehicle/vehicle-actions";

/**
 * The vehicle page actions, exactly those vehicleActions allows for this car on
 * this site. One primary action (the enquiry, else the car's strongest action), a few
 * secondary buttons, and the rest under "More options"; vehicleActionLayout decides which is
 * which. What each action is, is vehicle-actions.tsx's; the markup vehicle-action-bar-view.tsx's.
 */
export function VehicleActionBar(input: VehicleActionsInput) {
  const render = vehicleActions(input);
  const shown = input.actions.filter((action) => render[action] !== null);
  const layout = vehicleActionLayout(shown);
  const primary = layout.primary;
  if (!primary) return null;
  return (
    <VehicleActionBarView
      layout={{ ...layout, primary }}
      draw={(action: VehicleAction, slot): ReactNode => render[action]?.(slot)}
    />
  );
}
