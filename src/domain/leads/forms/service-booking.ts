import type { Market } from "@/domain/config/site-config";
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
 * dealership (available_service_bookings), so they are runtime options.
 */
export const serviceBookingForm: FormDefinition = {
  id: "service-booking",
  title: "Book a Service",
  category: "Service Booking",
  // 20 Service Booking.
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
          // A dealership with no times online (or none left) must still get the booking; the
          // service desk then calls to arrange one (it could not be sent).
          required: false,
        },
        ...contactFields,
        messageField("Comments", false),
        optInField,
      ],
    },
  ],
};

/** Logbook intervals offered on the service form: every 10,000 km (or 6,000 miles) to 150,000 km. */
const STEPS = 15;

/**
 * The service form's "service required" options (optionsSource "service-intervals"):
 * logbook intervals in the market's distance unit, then the common non-logbook jobs.
 */
export function serviceIntervalOptions(market: Market): FormOption[] {
  const miles = market === "US";
  const step = miles ? 6_000 : 10_000;
  const unit = miles ? "miles" : "km";
  const months = (i: number) => (i % 2 === 0 ? `${i / 2} year${i === 2 ? "" : "s"}` : `${i * 6} months`);
  const intervals = Array.from({ length: STEPS }, (_, i) => {
    const distance = new Intl.NumberFormat("en-AU").format(step * (i + 1));
    const label = `${distance} ${unit} / ${months(i + 1)} logbook service`;
    return { value: label, label };
  });
  return [
    ...intervals,
    ...["General service", "Repair or diagnosis", "Not sure"].map((label) => ({ value: label, label })),
  ];
}
