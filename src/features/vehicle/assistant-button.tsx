"use client";

import { type ReactNode, useState } from "react";
import { loadScript } from "../third-party/load-script";

/**
 * The assistant integration contract (the demo stand-in, public/demo-third-party/assistant.js,
 * follows it): the provider's script, once loaded, defines
 *   window.ForecourtAssistant = { open({ car_id, vehicle }) }
 * and opens its own conversation panel about that vehicle.
 */
interface AssistantApi {
  open(context: { car_id: number; vehicle: string }): void;
}

declare global {
  interface Window {
    ForecourtAssistant?: AssistantApi;
  }
}

/**
 * "Ask our assistant" (SPEC 2 vehicle actions: open an assistant chat). The assistant's script
 * is requested only on the click. Without JavaScript, or when the script cannot be loaded,
 * the link leads to the enquiry page for this car, so the question is never lost.
 */
export function AssistantButton({
  scriptUrl,
  carId,
  vehicle,
  className,
  children,
}: {
  scriptUrl: string;
  carId: number;
  vehicle: string;
  className?: string;
  children: ReactNode;
}) {
  const [loading, setLoading] = useState(false);
  const fallback = `/contact?car_id=${carId}`;
  return (
    <a
      href={fallback}
      className={className}
      data-action="assistant_chat"
      aria-busy={loading}
      onClick={(event) => {
        event.preventDefault();
        if (loading) return;
        setLoading(true);
        loadScript(scriptUrl)
          .then(() => {
            if (!window.ForecourtAssistant)
              throw new Error("the assistant script defined no ForecourtAssistant");
            window.ForecourtAssistant.open({ car_id: carId, vehicle });
          })
          .catch((error: unknown) => {
            console.warn("assistant: falling back to the enquiry page", error);
            window.location.assign(fallback);
          })
          .finally(() => setLoading(false));
      }}
    >
      {children}
    </a>
  );
}
