"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { AssistantCar, AssistantSettings } from "@/domain/site/assistant";

interface AssistantContextValue {
  settings: AssistantSettings;
  car: AssistantCar;
}

const AssistantContext = createContext<AssistantContextValue | null>(null);

/**
 * The site's assistant provider and the car on this vehicle page, for the "Ask our
 * assistant" action (AssistantButton) wherever the page places it. The vehicle route
 * provides it only when the site has an assistant.
 */
export function AssistantContextProvider({
  settings,
  car,
  children,
}: AssistantContextValue & { children: ReactNode }) {
  return <AssistantContext value={{ settings, car }}>{children}</AssistantContext>;
}

export function useAssistantContext(): AssistantContextValue | null {
  return useContext(AssistantContext);
}
