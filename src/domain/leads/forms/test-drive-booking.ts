import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  dealershipField,
  messageField,
  optInField,
  vehicleHiddenFields,
} from "@/domain/leads/forms/common-fields";

/** /book-test-drive and the vehicle page's test drive action. */
export const testDriveBookingForm: FormDefinition = {
  id: "test-drive-booking",
  title: "Book a Test Drive",
  category: "Test Drive Booking",
  // 17 Test Drive New. (A used-car booking fires 48; the caller picks it.)
  conversionEventId: 17,
  steps: [
    {
      title: "Book a Test Drive",
      fields: [
        ...vehicleHiddenFields,
        dealershipField,
        {
          name: "dateTime",
          type: "date-time",
          label: "Preferred date and time",
          optionsSource: "appointment-slots",
          // Test drive booking date is not required.
          required: false,
        },
        ...contactFields,
        messageField("Comments", false),
        optInField,
      ],
    },
  ],
};
