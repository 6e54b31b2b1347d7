import type { ReactNode } from "react";
import { DialogLink } from "@/components/ui/dialog-link";
import type { VehicleAction } from "@/domain/config/site-config";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { localiseText } from "@/domain/site/locale";
import { telHref } from "@/domain/site/mask-phone";
import { tradeProfile } from "@/domain/site/trade-profile";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { vehicleActionLayout } from "@/domain/stock/vehicle-action-layout";
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
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

type Slot = "primary" | "secondary" | "more";

// One primary button, a few outline buttons, then compact rows under "More options".
const SLOT_CLASS: Record<Slot, string> = {
  primary: "btn-brand w-full py-3 text-base",
  secondary: "btn-outline w-full py-2.5",
  more: "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-link",
};

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const ICONS = {
  phone:
    "M2 3.5A1.5 1.5 0 0 1 3.5 2h2.1a1.5 1.5 0 0 1 1.5 1.2l.5 2.6a1.5 1.5 0 0 1-.6 1.5l-1.3.9a11 11 0 0 0 5.1 5.1l.9-1.3a1.5 1.5 0 0 1 1.5-.6l2.6.5A1.5 1.5 0 0 1 18 13.4v2.1a1.5 1.5 0 0 1-1.5 1.5h-1C8.1 17 3 11.9 3 5.5v-1Z",
  mail: "M3 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2.4V14h12V6.4l-6 4-6-4ZM5.2 6l4.8 3.2L14.8 6H5.2Z",
  calendar:
    "M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z",
  dollar:
    "M10 2a1 1 0 0 1 1 1v1.1c1.6.3 3 1.4 3 3a1 1 0 1 1-2 0c0-.5-.8-1.1-2-1.1s-2 .6-2 1.1c0 .6.4.9 2.3 1.3 2 .4 3.7 1.2 3.7 3.3 0 1.6-1.4 2.7-3 3V16a1 1 0 1 1-2 0v-1.1c-1.6-.3-3-1.4-3-3a1 1 0 1 1 2 0c0 .5.8 1.1 2 1.1s2-.6 2-1.1c0-.6-.4-.9-2.3-1.3C7.7 10.2 6 9.4 6 7.3c0-1.6 1.4-2.7 3-3V3a1 1 0 0 1 1-1Z",
  swap: "M13.3 2.3a1 1 0 0 1 1.4 0l3 3a1 1 0 0 1 0 1.4l-3 3a1 1 0 1 1-1.4-1.4L14.6 7H4a1 1 0 0 1 0-2h10.6l-1.3-1.3a1 1 0 0 1 0-1.4Zm-6.6 8a1 1 0 0 1 0 1.4L5.4 13H16a1 1 0 1 1 0 2H5.4l1.3 1.3a1 1 0 1 1-1.4 1.4l-3-3a1 1 0 0 1 0-1.4l3-3a1 1 0 0 1 1.4 0Z",
  lock: "M10 2a4 4 0 0 1 4 4v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1V6a4 4 0 0 1 4-4Zm0 2a2 2 0 0 0-2 2v2h4V6a2 2 0 0 0-2-2Z",
  cart: "M2 3a1 1 0 0 1 1-1h1.4a1 1 0 0 1 1 .8L5.7 4H17a1 1 0 0 1 1 1.2l-1.2 6a1 1 0 0 1-1 .8H7.2l.2 1H15a1 1 0 1 1 0 2H6.6a1 1 0 0 1-1-.8L3.6 4H3a1 1 0 0 1-1-1Zm5 15a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm8 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z",
  chat: "M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8l-4 3.5V14a2 2 0 0 1-1-1.7V4Z",
  doc: "M5 2h6l5 5v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm5 1.5V8h4.5L10 3.5ZM7 11h6v1.5H7V11Zm0 3h6v1.5H7V14Z",
  pin: "M10 2a6 6 0 0 1 6 6c0 4.4-6 10-6 10S4 12.4 4 8a6 6 0 0 1 6-6Zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
  spark:
    "M10 1l1.8 5.2L17 8l-5.2 1.8L10 15l-1.8-5.2L3 8l5.2-1.8L10 1Zm6 11 .9 2.1L19 15l-2.1.9L16 18l-.9-2.1L13 15l2.1-.9L16 12Z",
  whatsapp:
    "M10 2a8 8 0 0 0-6.9 12l-1 3.9 4-1A8 8 0 1 0 10 2Zm4.3 11c-.2.5-1 1-1.5 1-.4.1-.9.1-2.9-.7-2.4-1-4-3.4-4.1-3.6-.1-.2-1-1.3-1-2.5s.6-1.8.9-2c.2-.3.5-.3.6-.3h.5c.1 0 .4 0 .6.4l.8 1.9c.1.1.1.3 0 .5l-.3.4-.4.4c-.1.1-.3.3-.1.5.1.3.6 1 1.3 1.6.9.8 1.6 1 1.9 1.1.2.1.4.1.5-.1l.7-.8c.2-.2.3-.2.5-.1l1.8.9c.3.1.4.2.5.3 0 .1 0 .6-.2 1.1Z",
} as const;

/**
 * The vehicle page actions, exactly those vehicleActions allows for this car on
 * this site. One primary action (the enquiry, else the car's strongest action), a few
 * secondary buttons, and the rest under "More options" (a <details>, so it opens without
 * JavaScript and by keyboard); vehicleActionLayout decides which is which.
 */
export function VehicleActionBar({
  actions,
  car,
  site,
  phone,
  noun,
  testDriveForm,
}: {
  actions: readonly VehicleAction[];
  car: CarDetail;
  site: Pick<Site, "id" | "config" | "template" | "market">;
  phone: string | null;
  noun: string;
  /** The booking form the test-drive action opens in a dialog (else it links to the page). */
  testDriveForm?: ReactNode;
}) {
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
  const render: Record<VehicleAction, ((slot: Slot) => ReactNode) | null> = {
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

  const shown = actions.filter((action) => render[action] !== null);
  const layout = vehicleActionLayout(shown);
  const draw = (action: VehicleAction, slot: Slot) => render[action]?.(slot);
  if (!layout.primary) return null;
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

/**
 * "Ask our assistant": a provider's own page (an https address) opens in a new tab; anything
 * else is the provider's script, which opens the assistant on this page.
 */
function assistant(url: string, car: CarDetail, className: string): ReactNode {
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
