import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  messageField,
  optInField,
  vehicleHiddenFields,
} from "@/domain/leads/forms/common-fields";
import { PICKUP_FIELD, RETURN_FIELD } from "@/domain/leads/hire-period";

/** The lead category of a hire booking; /success says "your hire booking". */
const HIRE_BOOKING_CATEGORY = "Hire Booking";

/**
 * A hire site's vehicle page books the car: where it is picked up, when it is picked up and
 * returned, and who is hiring it. The server adds the number of days and the total for the
 * period (hire-period.ts) from the car's daily rate, so the dealer's lead states the price the
 * shopper was shown; a return not after the pick-up is refused on the return field.
 */
export const hireBookingForm: FormDefinition = {
  id: "hire-booking",
  title: "Book this car",
  category: HIRE_BOOKING_CATEGORY,
  submitLabel: "Book now",
  steps: [
    {
      title: "Book",
      fields: [
        ...vehicleHiddenFields,
        {
          name: "pickup_location",
          type: "location-select",
          label: "Pick-up location",
          optionsSource: "locations",
        },
        { name: PICKUP_FIELD, type: "date-time", label: "Pick-up date and time" },
        { name: RETURN_FIELD, type: "date-time", label: "Return date and time" },
        ...contactFields,
        messageField("Anything we should know?", false),
        optInField,
      ],
    },
  ],
};
