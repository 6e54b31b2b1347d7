import { clickToCallLabel, EVENT_IDS } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";
import { deviceId, sessionId } from "@/features/analytics/visitor-ids";
import type { CallCar } from "@/features/phone/call-car";
import { postPhoneEvent } from "@/features/phone/post-phone-event";

export type { CallCar };

/**
 * Click to call, for every call link: event 25 in the data layer (labelled New Car
 * or Used Car: from the car when there is one, else from the path) and
 * POST /api/events/car_phone_call. The tel: link itself still dials.
 */
export function recordCall({
  phone,
  websiteId,
  car,
  dealershipId,
}: {
  phone: string;
  websiteId: number;
  car: CallCar | null;
  dealershipId: number | null;
}) {
  const label = clickToCallLabel(window.location.pathname, car?.car_type);
  track(EVENT_IDS.click_to_call, {
    label,
    ...(car?.name && {
      vehicle: { name: car.name, stocknum: car.stocknum ?? null, price: car.price ?? null, slug: car.slug },
    }),
  });
  postPhoneEvent("/api/events/car_phone_call", {
    car_id: car?.id ?? null,
    dealership_id: car?.dealership_id ?? dealershipId,
    website_id: websiteId,
    phone,
    label,
    url: window.location.href,
    anon_id: deviceId(),
    session_id: sessionId(),
  });
}
