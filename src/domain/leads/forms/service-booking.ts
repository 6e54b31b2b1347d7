import type { FormDefinition, FormOption } from "@/domain/leads/form-definition";
import {
  contactFields,
  dealershipField,
  messageField,
  odometerField,
  optInField,
  ownVehicleFields,
  regoField,
} from "@/domain/leads/forms/common-fields";

const ADDITIONAL_SERVICE_OPTIONS: readonly FormOption[] = [
  "Wheel alignment",
  "Tyre rotation",
  "Air conditioning service",
  "Brake inspection",
  "Battery check",
].map((label) => ({ value: label, label }));

/**
 * /service and /pages/book-a-service. Service intervals and slots come from the
 * dealership (available_service_bookings, SPEC §7), so they are runtime options.
 */
export const serviceBookingForm: FormDefinition = {
  id: "service-booking",
  title: "Book a Service",
  category: "Service Booking",
  // SPEC §9: 20 Service Booking.
  conversionEventId: 20,
  steps: [
    {
      title: "Book a Service",
      fields: [
        dealershipField,
        regoField,
        ...ownVehicleFields,
        { ...odometerField, required: false },
        {
          name: "service_interval",
          type: "service-interval",
          label: "Service required",
          optionsSource: "service-intervals",
        },
        {
          name: "additional_services",
          type: "check-group",
          label: "Additional services",
          required: false,
          options: ADDITIONAL_SERVICE_OPTIONS,
        },
        {
          name: "dateTime",
          type: "date-time",
          label: "Preferred date and time",
          optionsSource: "service-slots",
        },
        ...contactFields,
        messageField("Comments", false),
        optInField,
      ],
    },
  ],
};
