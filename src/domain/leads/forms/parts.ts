import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  dealershipField,
  messageField,
  optInField,
  ownVehicleFields,
} from "@/domain/leads/forms/common-fields";

/** /vehicle-parts-and-accessories. */
export const partsForm: FormDefinition = {
  id: "parts",
  title: "Parts Enquiry",
  category: "Parts Enquiry",
  // 21 Parts.
  conversionEventId: 21,
  steps: [
    {
      title: "Parts Enquiry",
      fields: [
        dealershipField,
        ...ownVehicleFields.map((field) => (field.name === "year" ? { ...field, required: false } : field)),
        { name: "vin", type: "string", label: "VIN", required: false },
        messageField("Parts or accessories required"),
        ...contactFields,
        optInField,
      ],
    },
  ],
};
