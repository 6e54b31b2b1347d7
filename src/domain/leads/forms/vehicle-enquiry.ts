import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  messageField,
  optInField,
  vehicleHiddenFields,
} from "@/domain/leads/forms/common-fields";

/**
 * Enquiry from a vehicle page. The page fills the hidden car fields; /success then uses
 * car_type to pick new-, used- or demo-vehicle-enquiry.
 */
export const vehicleEnquiryForm: FormDefinition = {
  id: "vehicle-enquiry",
  title: "Enquire about this vehicle",
  category: "Vehicle Enquiry",
  steps: [
    {
      title: "Enquire",
      fields: [
        ...vehicleHiddenFields,
        ...contactFields,
        messageField(),
        // The yes_no_fields site variant sends these as 'Yes'/'No'.
        { name: "Best Deal", type: "check", label: "I want the best deal", required: false },
        { name: "Best Finance", type: "check", label: "I'm interested in finance", required: false },
        optInField,
      ],
    },
  ],
};
