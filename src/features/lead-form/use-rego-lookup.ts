"use client";

import { useMemo, useState } from "react";
import type { UseFormGetValues, UseFormSetValue } from "react-hook-form";
import type { PhoneMarket } from "@/domain/leads/phone";
import { type LookupVehicle, lookupFoundMessage } from "@/domain/leads/vehicle-lookup";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { localeFor } from "@/domain/site/locale";
import { track } from "@/features/analytics/track";
import { lookUpVehicle } from "@/features/lead-form/look-up-vehicle";

type Values = Record<string, unknown>;

interface RegoLookupForm {
  getValues: UseFormGetValues<Values>;
  setValue: UseFormSetValue<Values>;
  market: PhoneMarket;
}

/** The vehicle fields a found vehicle fills (the lookup's keys are the form's field names). */
const VEHICLE_FIELDS = ["Vehicle Make", "Vehicle Model", "year"] as const;

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/**
 * The form's vehicle lookups (43 lookup, 50 valuation): the trade-in form's step 0
 * rego lookup, and sell my car's "Look up my car" button with the trade value at the
 * odometer. Each fills the vehicle fields the shopper has not typed yet and says what it
 * found; no match is not an error for the visitor: they type the details themselves.
 */
export function useRegoLookup({ getValues, setValue, market }: RegoLookupForm) {
  const [lookupMessage, setLookupMessage] = useState<string | null>(null);
  const [valuationMessage, setValuationMessage] = useState<string | null>(null);

  const dollars = useMemo(() => {
    const { locale } = localeFor(market);
    const format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "AUD",
      maximumFractionDigits: 0,
    });
    return (n: number) => format.format(n);
  }, [market]);

  const fillVehicle = (vehicle: LookupVehicle) => {
    for (const name of VEHICLE_FIELDS) {
      if (!getValues(name)) setValue(name, String(vehicle[name]));
    }
  };

  /** The trade-in form's step 0: always lets the form go on (true), found or not. */
  const lookupRego = async (): Promise<boolean> => {
    setLookupMessage(null);
    const answer = await lookUpVehicle("/api/trade-in/lookup", {
      rego: getValues("Rego"),
      regoState: getValues("regoState"),
    });
    track(EVENT_IDS.trade_in_lookup, { rego_found: typeof answer === "object" });
    if (typeof answer === "object") {
      fillVehicle(answer.vehicle);
      setLookupMessage(lookupFoundMessage(answer, dollars));
    } else {
      setLookupMessage(
        answer === "none"
          ? "We couldn't find that registration; please enter your vehicle's details."
          : "The registration lookup is unavailable; please enter your vehicle's details.",
      );
    }
    return true;
  };

  /** Sell my car: the vehicle and its trade value at the odometer. */
  const lookupValuation = async () => {
    const rego = text(getValues("Rego")).trim();
    const regoState = text(getValues("regoState"));
    if (!rego || !regoState) {
      setValuationMessage("Enter the registration number and its state first.");
      return;
    }
    setValuationMessage("Looking up your car…");
    const odometer = text(getValues("odometer")).replace(/[,\s]/g, "");
    const answer = await lookUpVehicle("/api/simple-autograb-lookup", {
      rego,
      regoState,
      ...(/^\d{1,7}$/.test(odometer) ? { odometer } : {}),
    });
    track(EVENT_IDS.sell_car_lookup, { rego_found: typeof answer === "object" });
    if (typeof answer !== "object") {
      setValuationMessage(
        answer === "none"
          ? "We couldn't find that registration; please enter your car's details below."
          : "The lookup is unavailable right now; please enter your car's details below.",
      );
      return;
    }
    fillVehicle(answer.vehicle);
    if (answer.valuation) {
      track(EVENT_IDS.sell_car_valuation, {
        trade_low: answer.valuation.trade_low,
        trade_high: answer.valuation.trade_high,
      });
    }
    setValuationMessage(lookupFoundMessage(answer, dollars));
  };

  return { lookupMessage, valuationMessage, lookupRego, lookupValuation };
}
