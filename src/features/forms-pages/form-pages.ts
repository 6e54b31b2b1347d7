import type { FormDefinition } from "@/domain/leads/form-definition";
import { careersForm } from "@/domain/leads/forms/careers";
import { contactForm } from "@/domain/leads/forms/contact";
import { financeForm } from "@/domain/leads/forms/finance";
import { generalEnquiryForm } from "@/domain/leads/forms/general-enquiry";
import { partsForm } from "@/domain/leads/forms/parts";
import { sellMyCarForm } from "@/domain/leads/forms/sell-my-car";
import { serviceBookingForm } from "@/domain/leads/forms/service-booking";
import { testDriveBookingForm } from "@/domain/leads/forms/test-drive-booking";
import { tradeInForm } from "@/domain/leads/forms/trade-in";

/** The form pages "Forms and information pages": which form each shows, and its words. */
export const FORM_PAGES = {
  contact: {
    definition: generalEnquiryForm,
    title: "Contact us",
    intro:
      "Questions about a vehicle, finance, service or parts? Send us a message and we'll get back to you quickly.",
    formKey: "enquiry-form",
  },
  "contact-location": {
    definition: contactForm,
    title: "Contact",
    intro: "Send this location a message and the team there will get back to you.",
    formKey: "contact-form",
  },
  "test-drive": {
    definition: testDriveBookingForm,
    title: "Book a test drive",
    intro:
      "Pick a time that suits you and we'll have the vehicle ready. No date yet? Leave it blank and we'll call you.",
    formKey: "test-drive-form",
  },
  service: {
    definition: serviceBookingForm,
    title: "Book a service",
    intro:
      "Factory-trained technicians, genuine parts and your logbook stamped. Choose your service and a time.",
    formKey: "service-form",
  },
  finance: {
    definition: financeForm,
    title: "Finance",
    intro:
      "Tell us about the vehicle and your budget. It takes about two minutes and won't affect your credit score.",
    formKey: "finance-form",
  },
  "pre-approval": {
    definition: financeForm,
    title: "Get pre-approved",
    intro:
      "Find out how much you can borrow before you choose. It takes about two minutes and won't affect your credit score.",
    formKey: "pre-approval-form",
  },
  "trade-in": {
    definition: tradeInForm,
    title: "Trade-in valuation",
    intro:
      "Enter your registration and we'll look up your vehicle, then tell us about its condition for a fair offer.",
    formKey: "trade-in-form",
  },
  "sell-my-car": {
    definition: sellMyCarForm,
    title: "Sell your car",
    intro: "We buy quality used vehicles outright, even if you're not buying from us.",
    formKey: "sell-my-car-form",
  },
  parts: {
    definition: partsForm,
    title: "Parts and accessories",
    intro: "Genuine parts and accessories, ordered in and fitted by our team. Tell us what you need.",
    formKey: "parts-form",
  },
  careers: {
    definition: careersForm,
    title: "Careers enquiry",
    intro: "Interested in joining the team? Tell us about yourself and attach your resume.",
    formKey: "careers-form",
  },
} as const satisfies Record<
  string,
  { definition: FormDefinition; title: string; intro: string; formKey: string }
>;

export type FormPageKind = keyof typeof FORM_PAGES;
