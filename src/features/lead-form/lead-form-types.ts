import type {
  FieldValue,
  FormDefinition,
  FormOption,
  FormSiteContext,
  OptionsSource,
} from "@/domain/leads/form-definition";
import type { PriceLocale } from "@/domain/stock/format-price";

/** The car a form is about, remembered for the success page. JSON-safe. */
export interface FormCar {
  id: number;
  slug: string;
  name: string;
  car_type: "new" | "used" | "demo";
  stocknum: string;
  /** Cents. */
  price: number | null;
  primary_image_url: string | null;
  /** Where the car's page is, for the success page's link back. */
  path: string;
}

/**
 * Everything the browser form needs, computed on the server from the site and the page:
 * plain data only (it crosses into a client component).
 */
export interface LeadFormConfig {
  /** DOM id of the form (also its anchor, e.g. finance-form). */
  formKey: string;
  definition: FormDefinition;
  context: FormSiteContext;
  site: {
    slug: string;
    name: string;
    captcha: boolean;
    yesNoFields: boolean;
    /** Mock mode (forms.mock_leads): sends go to /mock/leads, nothing is stored. */
    mockLeads: boolean;
    /** The dealership to send when the form offers no choice. */
    dealershipSlug: string | null;
  };
  /** Options for fields whose options come from the site (dealerships, makes, intervals). */
  options: Partial<Record<OptionsSource, FormOption[]>>;
  /** Booking slots by dealership slug (options of date-time fields with a slot source). */
  slots: Partial<Record<"service-slots" | "appointment-slots", Record<string, FormOption[]>>>;
  initialValues: Record<string, FieldValue>;
  conversionEventId: number;
  /** Extra /success query pairs (car_type turns the category into a vehicle enquiry). */
  successPairs: Record<string, string>;
  /** The form's own category for /success (a category the visitor chose wins over it). */
  successCategory: string;
  /** Per-site success category (forms.success_category): wins over both. */
  siteSuccessCategory: string | null;
  car: FormCar | null;
  /** Step 0 is a rego + state lookup that pre-fills the next step (trade-in). */
  regoLookup: boolean;
  /** A "Look up my car" button after the odometer: the vehicle and its trade value (sell my car). */
  valuationLookup: boolean;
  /** A hire booking's daily rate: the form shows the total for the dates as they are chosen. */
  hireRate: { dailyRateCents: number; locale: PriceLocale } | null;
  /** A multi-step lead continued from a link (no-script-steps.ts): its step, id and token. */
  resume: { step: number; leadId: number; token: string } | null;
}
