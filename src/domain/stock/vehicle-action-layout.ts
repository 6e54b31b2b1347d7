import type { VehicleAction } from "@/domain/config/site-config";

/**
 * How many actions sit beside the primary one as buttons; the others are grouped under
 * "More options" (one primary action, not a column of eleven rows).
 */
const SECONDARY_ACTION_LIMIT = 3;

// The primary action is the enquiry; a site without it leads with its strongest action.
const PRIMARY_ORDER: readonly VehicleAction[] = [
  "enquire",
  "buy_online",
  "reserve",
  "test_drive",
  "call",
  "phone_reveal",
  "finance",
  "trade_in",
  "whatsapp",
  "chat",
  "assistant_chat",
  "history_report",
  "vehicle_location",
];

// Next come a phone action and the buying steps; information and chat come last.
const SECONDARY_ORDER: readonly VehicleAction[] = [
  "call",
  "phone_reveal",
  "reserve",
  "buy_online",
  "test_drive",
  "finance",
  "trade_in",
  "whatsapp",
  "chat",
  "assistant_chat",
  "history_report",
  "vehicle_location",
  "enquire",
];

export interface VehicleActionLayout {
  primary: VehicleAction | null;
  secondary: VehicleAction[];
  more: VehicleAction[];
}

/**
 * Splits the actions a vehicle page shows (exactly those the site enables and the car
 * qualifies for, and 5) into one primary button, a few secondary buttons and the rest.
 * Nothing is dropped: every available action lands in exactly one group. When both call and
 * phone reveal are on, only the call is a button; the reveal waits under "More options".
 */
export function vehicleActionLayout(available: readonly VehicleAction[]): VehicleActionLayout {
  const has = new Set(available);
  const primary = PRIMARY_ORDER.find((action) => has.has(action)) ?? null;
  const rest = SECONDARY_ORDER.filter((action) => has.has(action) && action !== primary);
  const secondary: VehicleAction[] = [];
  const more: VehicleAction[] = [];
  const phoneShown = primary === "call" || primary === "phone_reveal";
  let phoneTaken = phoneShown;
  for (const action of rest) {
    const isPhone = action === "call" || action === "phone_reveal";
    if (secondary.length < SECONDARY_ACTION_LIMIT && !(isPhone && phoneTaken)) {
      secondary.push(action);
      if (isPhone) phoneTaken = true;
    } else {
      more.push(action);
    }
  }
  return { primary, secondary, more };
}
