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
  USER_DETAILS_STEP_TITLE,
} from "@/domain/leads/forms/common-fields";
import { EVENT_IDS } from "@/domain/site/event-catalogue";

/**
 * /trade-in and /cars/trade-in?car_id={id}. The first step's rego and regoState feed
 * the rego lookup, which pre-fills the vehicle details step.
 */
export const tradeInForm: FormDefinition = {
  id: "trade-in",
  title: "Trade-in Valuation",
  category: "Trade-in Enquiry",
  // 53 trade-in valuation (after 52, the rego lookup); it is also a 18 Trade-in
  // form submission.
  conversionEventId: EVENT_IDS.trade_in_valuation,
  submissionEventId: EVENT_IDS.form_trade_in,
  steps: [
    {
      title: "Vehicle Lookup",
      fields: [{ name: "car_id", type: "hidden", label: "Car id" }, regoField, regoStateField],
    },
    {
      title: "Vehicle Details",
      fields: [
        ...ownVehicleFields,
        odometerField,
        { name: "vehicle_condition", type: "star-rating", label: "Overall condition", required: false },
        {
          name: "finance_owing",
          type: "check",
          label: "There is finance owing on this vehicle",
          required: false,
        },
        {
          name: "finance_owing_amount",
          type: "currency",
          label: "Approximate amount owing",
          required: false,
          showWhen: { field: "finance_owing", equals: true },
        },
        // The yes_no_fields site variant sends these as 'Yes'/'No'.
        { name: "Ready to sell", type: "check", label: "I'm ready to sell now", required: false },
        { name: "Valuation guide", type: "check", label: "I'd like a valuation guide", required: false },
      ],
    },
    {
      title: USER_DETAILS_STEP_TITLE,
      fields: [dealershipField, ...contactFields, postcodeField, messageField("Comments", false), optInField],
    },
  ],
};
