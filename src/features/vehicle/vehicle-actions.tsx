import type { ReactNode } from "react";
import { DialogLink } from "@/components/ui/dialog-link";
import type { VehicleAction } from "@/domain/config/site-config";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { localiseText } from "@/domain/site/locale";
import { telHref } from "@/domain/site/mask-phone";
import { tradeProfile } from "@/domain/site/trade-profile";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import {
  buyOnlineHref,
  financeHref,
  reserveHref,
  testDriveHref,
  tradeInHref,
  whatsappHref,
} from "@/domain/stock/vehicle-action-links";
import { callCarOf } from "@/features/phone/call-car";
import { CallLink } from "@/features/phone/call-link";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import { AssistantButton } from "@/features/vehicle/assistant-button";
import { ChatButton } from "@/features/vehicle/chat-button";
import { TrackedLink } from "@/features/vehicle/tracked-link";
import { SLOT_CLASS, type Slot } from "@/features/vehicle/vehicle-action-bar-view";
import { ICONS, Icon } from "@/features/vehicle/vehicle-action-icons";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

// What each vehicle page action is for this car on this site (its link, words and icon),
// drawn for whichever slot vehicle-action-bar.tsx puts it in; null where the car or site has
// nothing to show for it (no phone number, no chat provider, no history report).

/** What the actions read of the car: all that crosses to the browser with the action bar's island. */
export type ActionCar = Pick<
  CarDetail,
  | "id"
  | "name"
  | "slug"
  | "stocknum"
  | "price"
  | "car_type"
  | "vin"
  | "file"
  | "dealership_id"
  | "dealership_name"
  | "dealership_slug"
> & { location: { name: string } | null };

/** What the actions read of the site. */
export type ActionSite = Pick<Site, "id" | "template" | "market"> & {
  config: Pick<Site["config"], "commerce" | "chat" | "phone_display">;
};

/** Just the fields the actions read (the island's props stay small). */
export function actionCarOf(car: ActionCar): ActionCar {
  const {
    id,
    name,
    slug,
    stocknum,
    price,
    car_type,
    vin,
    file,
    dealership_id,
    dealership_name,
    dealership_slug,
  } = car;
  const location = car.location ? { name: car.location.name } : null;
  return {
    id,
    name,
    slug,
    stocknum,
    price,
    car_type,
    vin,
    file,
    dealership_id,
    dealership_name,
    dealership_slug,
    location,
  };
}

/** Just the settings the actions read. */
export function actionSiteOf(site: ActionSite): ActionSite {
  const { commerce, chat, phone_display } = site.config;
  return {
    id: site.id,
    template: site.template,
    market: site.market,
    config: { commerce, chat, phone_display },
  };
}

export interface VehicleActionsInput {
  actions: readonly VehicleAction[];
  car: ActionCar;
  site: ActionSite;
  phone: string | null;
  noun: string;
  /** The booking form the test-drive action opens in a dialog (else it links to the page). */
  testDriveForm?: ReactNode;
}

export function vehicleActions({
  actions,
  car,
  site,
  phone,
  noun,
  testDriveForm,
}: VehicleActionsInput): Record<VehicleAction, ((slot: Slot) => ReactNode) | null> {
  const { commerce, chat, phone_display } = site.config;
  const tel = phone ? telHref(phone) : null;
  const message = `Hi, I'm interested in the ${car.name} (stock no. ${car.stocknum}).`;
  const whatsapp = actions.includes("whatsapp") ? whatsappHref(chat.whatsapp_number, message) : null;
  const callCar = callCarOf(car);
  const vehicle = { name: car.name, stocknum: car.stocknum, price: car.price, slug: car.slug };

  // Each action this car can show, drawn for the slot it lands in (null: nothing to show).
  // Named here so the closures below keep their narrowing.
  const assistantUrl = chat.assistant_url;
  const historyFile = car.file;
  return {
    enquire: (slot) => (
      <a key="enquire" href="#enquire" className={SLOT_CLASS[slot]} data-action="enquire">
        <Icon d={ICONS.mail} />
        {localiseText(
          tradeProfile(site.template).primaryAction ?? `Enquire about this ${nounInSentence(noun)}`,
          site.market,
        )}
      </a>
    ),
    reserve: (slot) => (
      <a
        key="reserve"
        href={reserveHref(car.slug, commerce.reserve_path)}
        className={SLOT_CLASS[slot]}
        data-action="reserve"
      >
        <Icon d={ICONS.lock} />
        Reserve online
      </a>
    ),
    buy_online: (slot) => (
      <a key="buy" href={buyOnlineHref(car.slug)} className={SLOT_CLASS[slot]} data-action="buy_online">
        <Icon d={ICONS.cart} />
        Buy online
      </a>
    ),
    test_drive: (slot) =>
      testDriveForm ? (
        // The test drive modal; without JavaScript the link leads to the booking page.
        // One box in the list (the link and its dialog), laid out as the link alone.
        <div key="test-drive" className="contents" data-action="test_drive">
          <DialogLink
            href={testDriveHref(car.id)}
            className={SLOT_CLASS[slot]}
            label={
              <>
                <Icon d={ICONS.calendar} />
                Book a test drive
              </>
            }
            title={`Book a test drive: ${car.name}`}
          >
            {testDriveForm}
          </DialogLink>
        </div>
      ) : (
        <a
          key="test-drive"
          href={testDriveHref(car.id)}
          className={SLOT_CLASS[slot]}
          data-action="test_drive"
        >
          <Icon d={ICONS.calendar} />
          Book a test drive
        </a>
      ),
    finance: (slot) => (
      <TrackedLink
        key="finance"
        href={financeHref(commerce.finance_path, car, car.dealership_slug)}
        eventId={EVENT_IDS.finance_link_click}
        detail={{ vehicle }}
        className={SLOT_CLASS[slot]}
        action="finance"
      >
        <Icon d={ICONS.dollar} />
        Get finance
      </TrackedLink>
    ),
    trade_in: (slot) => (
      <a key="trade-in" href={tradeInHref(car.id)} className={SLOT_CLASS[slot]} data-action="trade_in">
        <Icon d={ICONS.swap} />
        Value my trade-in
      </a>
    ),
    call:
      phone && tel
        ? (slot) => (
            <CallLink key="call" phone={phone} websiteId={site.id} car={callCar} className={SLOT_CLASS[slot]}>
              <Icon d={ICONS.phone} />
              Call {car.location?.name ?? car.dealership_name}
            </CallLink>
          )
        : null,
    phone_reveal:
      phone && tel
        ? (slot) => (
            <PhoneReveal
              key="reveal"
              phone={phone}
              display={phone_display}
              websiteId={site.id}
              car={callCar}
              icon={<Icon d={ICONS.phone} />}
              className={SLOT_CLASS[slot]}
            />
          )
        : null,
    whatsapp: whatsapp
      ? (slot) => (
          <a
            key="whatsapp"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={SLOT_CLASS[slot]}
            data-action="whatsapp"
          >
            <Icon d={ICONS.whatsapp} />
            WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )
      : null,
    chat:
      chat.provider !== "none"
        ? (slot) => (
            <ChatButton
              key="chat"
              href={`/contact?car_id=${car.id}`}
              carId={car.id}
              className={SLOT_CLASS[slot]}
            >
              <Icon d={ICONS.chat} />
              Chat with us
            </ChatButton>
          )
        : null,
    assistant_chat: assistantUrl ? (slot) => assistant(assistantUrl, car, SLOT_CLASS[slot]) : null,
    history_report: historyFile
      ? (slot) => (
          <TrackedLink
            key="history"
            href={historyFile}
            newTab
            eventId={EVENT_IDS.history_report}
            detail={{ vehicle }}
            className={SLOT_CLASS[slot]}
            action="history_report"
          >
            <Icon d={ICONS.doc} />
            Vehicle history report<span className="sr-only"> (opens in a new tab)</span>
          </TrackedLink>
        )
      : null,
    vehicle_location: (slot) => (
      <a key="location" href="#vehicle-map" className={SLOT_CLASS[slot]} data-action="vehicle_location">
        <Icon d={ICONS.pin} />
        Where to see it
      </a>
    ),
  };
}

/**
 * "Ask our assistant": a provider's own page (an https address) opens in a new tab; anything
 * else is the provider's script, which opens the assistant on this page.
 */
function assistant(url: string, car: ActionCar, className: string): ReactNode {
  const page = /^https?:/i.test(url) && !/\.m?js(\?|$)/i.test(url);
  return page ? (
    <a
      key="assistant"
      href={`${url}${url.includes("?") ? "&" : "?"}car_id=${car.id}`}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-action="assistant_chat"
    >
      <Icon d={ICONS.spark} />
      Ask our assistant<span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <AssistantButton key="assistant" scriptUrl={url} carId={car.id} vehicle={car.name} className={className}>
      <Icon d={ICONS.spark} />
      Ask our assistant
    </AssistantButton>
  );
}
