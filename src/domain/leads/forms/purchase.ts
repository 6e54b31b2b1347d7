import type { FormDefinition, FormOption } from "@/domain/leads/form-definition";
import {
  contactFields,
  messageField,
  odometerField,
  optInField,
  ownVehicleFields,
  postcodeField,
  regoField,
  regoStateField,
  vehicleHiddenFields,
} from "@/domain/leads/forms/common-fields";
import { EMPLOYMENT_STATUS_OPTIONS, LOAN_TERM_OPTIONS } from "@/domain/leads/forms/finance";

const TRADE_IN_FIELD_NAMES: Readonly<Record<string, string>> = {
  Rego: "trade_in_rego",
  regoState: "trade_in_rego_state",
  "Vehicle Make": "trade_in_make",
  "Vehicle Model": "trade_in_model",
  year: "trade_in_year",
  odometer: "trade_in_odometer",
};

const options = (pairs: ReadonlyArray<readonly [string, string]>): FormOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** The answers that steer the journey; their values are what the dealer's lead says. */
export const FULFILMENT = { pickup: "Pickup", delivery: "Delivery" } as const;
export const TRADE_IN = { none: "No", yes: "Yes" } as const;
const PAYMENT = { cash: "Cash", finance: "Finance" } as const;

/**
 * The online purchase journey (/checkout-journey?car_id={slug}): a multi-step lead
 * on the form engine, stored step by step as an incomplete lead and completed at the review.
 * The deposit that follows is paid on the reserve page, so it is not a step of the form
 * (purchase-journey.ts adds it to the steps the shopper sees). The details step uses the
 * enquiry form's contact fields and rules; the trade-in step the trade-in valuation's fields;
 * the payment step the finance enquiry's, so a finance purchase is a finance enquiry too.
 */
export const purchaseForm: FormDefinition = {
  id: "purchase",
  title: "Buy online",
  category: "Online Purchase",
  steps: [
    {
      title: "Your details",
      fields: [...vehicleHiddenFields, ...contactFields, optInField],
    },
    {
      title: "Delivery or pickup",
      fields: [
        {
          name: "fulfilment",
          type: "radio",
          label: "How would you like to get the car?",
          options: options([
            [FULFILMENT.pickup, "Pick it up from the dealership"],
            [FULFILMENT.delivery, "Have it delivered"],
          ]),
        },
        {
          name: "pickup_location",
          type: "location-select",
          label: "Pickup location",
          optionsSource: "locations",
          showWhen: { field: "fulfilment", equals: FULFILMENT.pickup },
        },
        {
          name: "delivery_address",
          type: "address",
          label: "Delivery address",
          autoComplete: "street-address",
          showWhen: { field: "fulfilment", equals: FULFILMENT.delivery },
        },
        { ...postcodeField, showWhen: { field: "fulfilment", equals: FULFILMENT.delivery } },
      ],
    },
    {
      title: "Trade-in",
      fields: [
        {
          name: "has_trade_in",
          type: "radio",
          label: "Do you have a car to trade in?",
          options: options([
            [TRADE_IN.none, "No trade-in"],
            [TRADE_IN.yes, "Yes, I have a car to trade in"],
          ]),
          defaultValue: TRADE_IN.none,
        },
        // The trade-in valuation's fields, under names of their own: the lead's own car
        // (Vehicle Make, Vehicle Model) is the one being bought.
        ...[regoField, regoStateField, ...ownVehicleFields, odometerField].map((field) => ({
          ...field,
          name: TRADE_IN_FIELD_NAMES[field.name] ?? field.name,
          showWhen: { field: "has_trade_in", equals: TRADE_IN.yes },
        })),
      ],
    },
    {
      title: "How you'll pay",
      fields: [
        {
          name: "payment_method",
          type: "radio",
          label: "How will you pay?",
          options: options([
            [PAYMENT.cash, "Cash or bank transfer"],
            [PAYMENT.finance, "Finance"],
          ]),
        },
        ...[
          { name: "vehiclePriceBudget", type: "currency", label: "Amount to finance" } as const,
          {
            name: "deposit",
            type: "currency",
            label: "Deposit or trade-in amount",
            required: false,
          } as const,
          { name: "loan_term", type: "select", label: "Loan term", options: LOAN_TERM_OPTIONS } as const,
          {
            name: "employment_status",
            type: "select",
            label: "Employment status",
            options: EMPLOYMENT_STATUS_OPTIONS,
          } as const,
          { name: "annual_income", type: "currency", label: "Annual income before tax" } as const,
        ].map((field) => ({ ...field, showWhen: { field: "payment_method", equals: PAYMENT.finance } })),
      ],
    },
    {
      title: "Review",
      fields: [messageField("Anything else we should know?", false)],
    },
  ],
};
