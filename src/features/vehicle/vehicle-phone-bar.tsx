import type { VehicleAction } from "@/domain/config/site-config";
import { telHref } from "@/domain/site/mask-phone";
import type { CallCar } from "@/features/phone/call-car";
import { CallLink } from "@/features/phone/call-link";

/**
 * On phones, the vehicle page's two main actions stay at the bottom of the screen:
 * Call (recorded like every call link) and Enquire, which jumps to the form. Only
 * the actions the site allows for this car; nothing when it allows neither. The page keeps
 * room under its last line for the bar (VehiclePage). An island on the vehicle page: the call is
 * recorded when pressed.
 */
export function VehiclePhoneBar({
  actions,
  car,
  phone,
  websiteId,
  label = "Enquire",
}: {
  /** The main action's word (the trade's: "Book now" on a hire site). */
  label?: string;
  actions: readonly VehicleAction[];
  /** The car a call is about (callCarOf). */
  car: CallCar;
  phone: string | null;
  websiteId: number;
}) {
  const call = actions.includes("call") && phone && telHref(phone) ? phone : null;
  const enquire = actions.includes("enquire");
  if (!call && !enquire) return null;
  return (
    <nav
      aria-label="Call or enquire"
      data-vehicle-phone-bar
      className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden"
    >
      {call && (
        <CallLink phone={call} websiteId={websiteId} car={car} className="btn-outline flex-1 py-3">
          Call
        </CallLink>
      )}
      {enquire && (
        <a href="#enquire" className="btn-brand flex-1 py-3">
          {label}
        </a>
      )}
    </nav>
  );
}
