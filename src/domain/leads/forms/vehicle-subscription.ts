import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  messageField,
  optInField,
  vehicleHiddenFields,
} from "@/domain/leads/forms/common-fields";
import { EVENT_IDS } from "@/domain/site/event-catalogue";

export const SUBSCRIPTION_PLAN_FIELD = "subscription_plan";

/**
 * A subscription site's vehicle page: choose a plan (a term and its kilometre allowance, from
 * the site's `commerce.subscription_plans`) and subscribe. The server checks the plan is one
 * the site offers; the lead carries it in words ("3 months, 500 km a week").
 */
export const vehicleSubscriptionForm: FormDefinition = {
  id: "vehicle-subscription",
  title: "Subscribe to this car",
  category: "Subscription",
  conversionEventId: EVENT_IDS.subscription,
  submitLabel: "Subscribe",
  steps: [
    {
      title: "Subscribe",
      fields: [
        ...vehicleHiddenFields,
        { name: SUBSCRIPTION_PLAN_FIELD, type: "select", label: "Plan", optionsSource: "subscription-plans" },
        ...contactFields,
        messageField("Anything we should know?", false),
        optInField,
      ],
    },
  ],
};
