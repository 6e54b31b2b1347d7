import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  dealershipField,
  messageField,
  odometerField,
  optInField,
  ownVehicleFields,
  postcodeField,
  regoField,
  regoStateField,
} from "@/domain/leads/forms/common-fields";

/** A shopper offering their car to the dealer outright (no purchase attached). */
export const sellMyCarForm: FormDefinition = {
  id: "sell-my-car",
  title: "Sell My Car",
  category: "Sell My Car Enquiry",
  // 40 sell my car.
  conversionEventId: 40,
  steps: [
    {
      title: "Sell My Car",
      fields: [
        regoField,
        regoStateField,
        // Before the vehicle: the valuation lookup (when the site offers it) values the car at it.
        odometerField,
        ...ownVehicleFields,
        // The yes_no_fields site variant sends these as 'Yes'/'No'.
        { name: "Ready to sell", type: "check", label: "I'm ready to sell now", required: false },
        { name: "Valuation guide", type: "check", label: "I'd like a valuation guide", required: false },
        { name: "photos", type: "file", label: "Photos of your car", required: false },
        dealershipField,
        ...contactFields,
        postcodeField,
        messageField("Anything else we should know?", false),
        optInField,
      ],
    },
  ],
};
