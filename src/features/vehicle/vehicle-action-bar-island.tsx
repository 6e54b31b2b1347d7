import type { VehicleAction } from "@/domain/config/site-config";
import type { AssistantSettings } from "@/domain/site/assistant";
import { LeadFormIsland } from "@/features/lead-form/lead-form-island";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { AssistantContextProvider } from "@/features/vehicle/assistant-context";
import { VehicleActionBar } from "@/features/vehicle/vehicle-action-bar";
import type { ActionCar, ActionSite } from "@/features/vehicle/vehicle-actions";

/**
 * The vehicle page's actions as one Astro island (docs/decisions/020-astro-islands.md): the
 * bar, the test drive booking its dialog opens, and the site's assistant for "Ask our
 * assistant". Every action is a link that works before the island runs; the island adds what a
 * press does (the dialog, the phone reveal, the chat, the recorded events).
 */
export function VehicleActionBarIsland({
  actions,
  car,
  site,
  phone,
  noun,
  assistant,
  testDrive,
  pathname,
}: {
  actions: readonly VehicleAction[];
  car: ActionCar;
  site: ActionSite;
  phone: string | null;
  noun: string;
  /** The site's assistant provider, when it has one. */
  assistant: AssistantSettings | null;
  /** The test drive booking's form, opened in a dialog (else the action links to the page). */
  testDrive: LeadFormConfig | null;
  pathname: string;
}) {
  const bar = (
    <VehicleActionBar
      actions={actions}
      car={car}
      site={site}
      phone={phone}
      noun={noun}
      testDriveForm={
        testDrive ? <LeadFormIsland config={testDrive} answer={null} pathname={pathname} /> : undefined
      }
    />
  );
  if (!assistant) return bar;
  return (
    <AssistantContextProvider
      settings={assistant}
      car={{ car_id: car.id, stock_number: car.stocknum, vehicle: car.name }}
    >
      {bar}
    </AssistantContextProvider>
  );
}
