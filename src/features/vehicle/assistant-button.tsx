"use client";

import { type ReactNode, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { AssistantCar } from "@/domain/site/assistant";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { type ChatMessage, countChatMessage } from "@/domain/site/third-party";
import { track } from "@/features/analytics/track";
import { loadScript } from "@/features/third-party/load-script";
import { useAssistantContext } from "@/features/vehicle/assistant-context";

/**
 * The assistant integration contract (a "forecourt-assistant" provider; the demo stand-in,
 * public/demo-third-party/assistant.js, follows it): the provider's script, once loaded,
 * defines window.ForecourtAssistant, whose open() shows the provider's own conversation panel
 * about the car, a dialog that takes the focus, closes on Escape and gives the focus back to
 * return_focus. It calls on_message for every message shown, so the site can count them.
 */
interface AssistantOpenOptions extends AssistantCar {
  key: string | null;
  api_url: string | null;
  return_focus: HTMLElement;
  on_message: (message: ChatMessage) => void;
}

interface AssistantApi {
  open(options: AssistantOpenOptions): void;
}

declare global {
  interface Window {
    ForecourtAssistant?: AssistantApi;
  }
}

/**
 * "Ask our assistant" (vehicle actions: open an assistant chat). The provider's script
 * is requested only on the click (a loading indicator until it has loaded, then the
 * assistant opens). Opening sends event 54; the shopper's first message 55 and later ones 57,
 * as the live chat's do. Without JavaScript, when the page gives no assistant
 * (AssistantContextProvider), or when the script cannot be loaded, the link leads to the
 * enquiry page for this car, so the question is never lost.
 */
export function AssistantButton({
  carId,
  className,
  children,
}: {
  /** The script also comes from the provider's settings (AssistantContextProvider). */
  scriptUrl?: string;
  carId: number;
  vehicle?: string;
  className?: string;
  children: ReactNode;
}) {
  const assistant = useAssistantContext();
  const [loading, setLoading] = useState(false);
  const counted = useRef(0);
  const fallback = `/contact?car_id=${carId}`;
  return (
    <a
      href={fallback}
      className={className}
      data-action="assistant_chat"
      aria-busy={loading}
      onClick={(event) => {
        if (!assistant) return;
        event.preventDefault();
        if (loading) return;
        const { settings, car } = assistant;
        const returnFocus = event.currentTarget;
        const label = settings.provider;
        const vehicle = { name: car.vehicle, stocknum: car.stock_number };
        track(EVENT_IDS.webchat_bubble, { label, vehicle });
        setLoading(true);
        loadScript(settings.script_url)
          .then(() => {
            if (!window.ForecourtAssistant)
              throw new Error("the assistant script defined no ForecourtAssistant");
            window.ForecourtAssistant.open({
              ...car,
              key: settings.key,
              api_url: settings.api_url,
              return_focus: returnFocus,
              on_message: (message) => {
                const result = countChatMessage(counted.current, message, new Date());
                counted.current = result.counted;
                if (result.eventId !== null) track(result.eventId, { label, vehicle });
              },
            });
          })
          .catch((error: unknown) => {
            console.warn("assistant: falling back to the enquiry page", error);
            window.location.assign(fallback);
          })
          .finally(() => setLoading(false));
      }}
    >
      {children}
      {loading && (
        <span role="status" className="ml-auto inline-flex items-center">
          <Spinner />
          <span className="sr-only">Loading the assistant…</span>
        </span>
      )}
    </a>
  );
}
