import type { Market, SiteTemplateName } from "@/domain/config/site-config";
import { localiseText } from "@/domain/site/locale";
import type { PageContent, PageSection } from "@/domain/site/page-content";
import { pluralise } from "@/domain/site/plural";
import { nounInSentence } from "@/domain/site/vehicle-noun";

/**
 * "Forms and information pages": the information pages every site has, and the
 * default content a site shows until the dealer writes its own record in `pages`. The
 * defaults are data (with {placeholders} filled from the site), so changing a page's wording
 * is an edit here or a record, never code.
 */

/** How a page's body is built: plain sections, or sections plus a live list. */
export type InformationPageKind = "content" | "careers" | "locations" | "offers";

export interface DefaultPage {
  slug: string;
  kind: InformationPageKind;
  /** Templates that have this page by default; absent means every template. */
  templates?: readonly SiteTemplateName[];
  /** Only sites that sell for a manufacturer have its finance and assured pages. */
  requires_manufacturer?: boolean;
  title: string;
  description: string;
  sections: readonly PageSection[];
}

/** Where the reserve page's "reservation terms" lead: a section of the terms page every site has. */
export const RESERVATION_TERMS_HREF = "/terms-and-conditions";
const RESERVATION_TERMS_HEADING = "Reservations and deposits";

const RV_TEMPLATES = ["camper", "range"] as const satisfies readonly SiteTemplateName[];

export const DEFAULT_PAGES: readonly DefaultPage[] = [
  {
    slug: "about-us",
    kind: "content",
    title: "About {site_name}",
    description: "Who we are, what we sell and how we look after our customers.",
    sections: [
      {
        body: [
          "{site_name} is a locally owned dealership. We sell new, demo and used {nouns}, arrange finance and insurance, and service what we sell.",
          "Every {noun} we sell is inspected by our own technicians, priced transparently, and backed by a team you can call after you drive away.",
        ],
      },
      {
        heading: "Why buy from us",
        body: [],
        list: [
          "Honest, no-pressure advice from people who drive what they sell",
          "Finance and trade-in sorted in one visit",
          "Factory-trained service technicians and genuine parts",
          "A dealership that is still here when you need us",
        ],
      },
    ],
  },
  {
    slug: "privacy-policy",
    kind: "content",
    title: "Privacy policy",
    description: "How {site_name} collects, uses and protects your personal information.",
    sections: [
      {
        body: [
          "{site_name} respects your privacy. This policy explains what personal information we collect through this website, why, and what you can ask of us.",
        ],
      },
      {
        heading: "What we collect",
        body: [
          "When you send an enquiry, book a test drive or service, or ask for finance, we collect the details you enter: usually your name, phone number, email address and postcode, and details of the vehicle you are interested in.",
          "Your browser also stores your saved cars, your contact details (to prefill forms) and the pages you visited, on your own device. You can clear them at any time in your browser settings.",
        ],
      },
      {
        heading: "How we use it",
        body: [
          "We use your information to answer your enquiry, arrange what you asked for, and, if you opted in, to tell you about offers. We do not sell your personal information.",
          "We may share it with finance and insurance providers you asked us to contact, and with the manufacturer for warranty and recall purposes.",
        ],
      },
      {
        heading: "Contact us",
        body: [
          "To see or correct the information we hold about you, or to make a complaint, email {email} or call {phone}.",
        ],
      },
    ],
  },
  {
    slug: "terms-and-conditions",
    kind: "content",
    title: "Terms and conditions",
    description: "The terms that apply when you use the {site_name} website.",
    sections: [
      {
        heading: "Vehicle information",
        body: [
          "We take care to describe every vehicle accurately, but specifications, features, photos and prices may change or contain errors. Please confirm the details with us before you buy.",
          "Prices shown are drive-away unless stated otherwise. Offers are available while stock lasts and may end without notice.",
        ],
      },
      {
        heading: RESERVATION_TERMS_HEADING,
        body: [
          "A deposit paid online holds the vehicle for you while we contact you to arrange the sale; nobody else can reserve or buy it in that time.",
          "The deposit is part of the vehicle's price: the balance, less any trade-in we agree on, is paid before you collect the vehicle or we deliver it.",
          "If the sale does not go ahead, for any reason, the deposit is refunded to your card in full. Refunds can take a few days to appear on your statement.",
          "If another shopper's payment for the same vehicle went through first, yours is refunded in full at once and we tell you by email.",
        ],
      },
      {
        heading: "Finance",
        body: [
          "Repayment figures are estimates for comparison only and are not an offer of credit. Finance is subject to the lender's approval, terms and fees.",
        ],
      },
      {
        heading: "Using this site",
        body: [
          "The content of this website belongs to {site_name} or its suppliers. You may view it for your own use when looking for a vehicle or our services.",
        ],
      },
    ],
  },
  {
    slug: "careers",
    kind: "careers",
    title: "Careers",
    description: "Work with {site_name}: current job openings and how to apply.",
    sections: [
      {
        body: [
          "We are always looking for people who love {nouns} and looking after customers: sales consultants, technicians, apprentices, parts interpreters and administration staff.",
          "See our current openings below, or send us your details and we will be in touch when a role that suits you comes up.",
        ],
      },
    ],
  },
  {
    slug: "current-positions",
    kind: "careers",
    title: "Current positions",
    description: "Job openings at {site_name}.",
    sections: [{ body: ["These are the roles we are hiring for right now."] }],
  },
  {
    slug: "our-locations",
    kind: "locations",
    title: "Our locations",
    description: "Find {site_name}: addresses, opening hours, phone numbers and directions.",
    sections: [],
  },
  {
    slug: "special-offers",
    kind: "offers",
    title: "Special offers",
    description: "The latest offers on {nouns} at {site_name}.",
    sections: [
      {
        body: [
          "Our current offers are below. Offers end on the date shown or while stock lasts; ask us for the details.",
        ],
      },
    ],
  },
  {
    slug: "insuring-your-investment",
    kind: "content",
    templates: RV_TEMPLATES,
    title: "Insuring your investment",
    description: "Insurance for your {noun}, arranged before you drive away.",
    sections: [
      {
        body: [
          "Your {noun} is a big investment. We can arrange cover that suits how you travel, from weekend trips to living on the road.",
        ],
      },
      {
        heading: "What good cover includes",
        body: [],
        list: [
          "Agreed value, so you know what you will be paid",
          "Contents and personal effects while you travel",
          "Emergency accommodation and transport if you are stranded",
          "Cover while stored, towed or set up at camp",
        ],
      },
    ],
  },
  {
    slug: "servicing-your-rv",
    kind: "content",
    templates: RV_TEMPLATES,
    title: "Servicing your {noun}",
    description: "Servicing, repairs and pre-trip checks by {noun} specialists.",
    sections: [
      {
        body: [
          "Our workshop services every make of {noun}: brakes and bearings, gas and electrical compliance, water systems, seals and chassis.",
          "Book a pre-trip check before a big trip, and an annual service to keep your warranty valid.",
        ],
      },
    ],
  },
  {
    slug: "caravan-accessories",
    kind: "content",
    templates: RV_TEMPLATES,
    title: "Caravan accessories",
    description: "Accessories and parts for your caravan or camper.",
    sections: [
      {
        body: [
          "Our accessories shop stocks what you need for the road: solar and lithium power, awnings and annexes, water and gas fittings, towing and levelling gear.",
        ],
        list: ["Solar panels and batteries", "Awnings and annexes", "Towing mirrors and weight distribution"],
      },
    ],
  },
  {
    slug: "guaranteed-future-value",
    kind: "content",
    requires_manufacturer: true,
    title: "{manufacturer} Guaranteed Future Value",
    description: "Know what your {manufacturer} will be worth at the end of your finance term.",
    sections: [
      {
        body: [
          "With Guaranteed Future Value finance, your {manufacturer} comes with a minimum value at the end of the term. Then you choose: trade it in on a new one, keep it by paying the final amount, or hand it back.",
          "Conditions apply, including agreed kilometres and fair wear and tear. Ask us for a quote.",
        ],
      },
    ],
  },
  {
    slug: "manufacturer-finance",
    kind: "content",
    requires_manufacturer: true,
    title: "{manufacturer} Finance",
    description: "Finance from {manufacturer} for new and demo vehicles.",
    sections: [
      {
        body: [
          "{manufacturer} Finance offers competitive rates on new and demo {nouns}, with terms from one to five years and an option to include servicing.",
          "Approval is subject to the lender's credit criteria. Fees and charges apply.",
        ],
      },
    ],
  },
  {
    slug: "assured-pre-owned",
    kind: "content",
    requires_manufacturer: true,
    title: "{manufacturer} Assured Pre-Owned",
    description: "Certified pre-owned {manufacturer} vehicles, inspected and warranted.",
    sections: [
      {
        body: [
          "Every {manufacturer} Assured Pre-Owned vehicle is under seven years old, passes a multi-point inspection by factory-trained technicians, and comes with an extended warranty and roadside assistance.",
        ],
      },
    ],
  },
  {
    slug: "warranty",
    kind: "content",
    templates: ["range"],
    title: "Warranty",
    description: "What the {site_name} warranty covers, and how to make a claim.",
    sections: [
      {
        body: [
          "Every new {site_name} {noun} carries a structural warranty on the chassis and body, and a manufacturer's warranty on fit-out and appliances.",
        ],
      },
      {
        heading: "Making a claim",
        body: [
          "Contact the dealer you bought from, or any authorised service centre, with your VIN and a description of the fault. Keep your service records: regular servicing keeps your warranty valid.",
        ],
      },
    ],
  },
  {
    slug: "roadside-assistance",
    kind: "content",
    templates: ["range"],
    title: "Roadside assistance",
    description: "24/7 roadside assistance for new {site_name} {nouns}.",
    sections: [
      {
        body: [
          "New {nouns} include 12 months of 24/7 roadside assistance: breakdown help, towing to the nearest repairer, and accommodation if you are stranded far from home.",
        ],
      },
    ],
  },
  {
    slug: "our-story",
    kind: "content",
    templates: ["range"],
    title: "Our story",
    description: "How {site_name} builds {nouns} for the way people travel.",
    sections: [
      {
        body: [
          "{site_name} started in a small workshop with one idea: build {nouns} tough enough for the outback and comfortable enough to live in.",
          "Today every {noun} is still designed and built here, tested on the roads our owners travel, and backed by a dealer network around the country.",
        ],
      },
    ],
  },
  {
    slug: "considering-selling-or-trading",
    kind: "content",
    templates: ["range"],
    title: "Considering selling or trading?",
    description: "Sell your {noun} or trade it in on a new one.",
    sections: [
      {
        body: [
          "Thinking of upgrading? We buy quality used {nouns} and take trade-ins on every new model. Tell us about yours and we will come back with a fair offer.",
        ],
      },
    ],
  },
];

/** The values {placeholders} in default pages are filled with. */
export interface DefaultPageContext {
  template: SiteTemplateName;
  market: Market;
  site_name: string;
  /** The site's primary vehicle noun, singular ('Car', 'RV', ...). */
  noun: string;
  manufacturer: string | null;
  email: string | null;
  phone: string | null;
}

/** The default for `slug` on this site, or null when its template has no such page. */
function defaultPageDefinition(
  slug: string,
  ctx: Pick<DefaultPageContext, "template" | "manufacturer">,
): DefaultPage | null {
  const page = DEFAULT_PAGES.find((p) => p.slug === slug);
  if (!page) return null;
  if (page.templates && !page.templates.includes(ctx.template)) return null;
  if (page.requires_manufacturer && !ctx.manufacturer) return null;
  return page;
}

/** The kind of an information page: the default's kind, else plain content. */
export function informationPageKind(slug: string): InformationPageKind {
  return DEFAULT_PAGES.find((p) => p.slug === slug)?.kind ?? "content";
}

/** The default page with its placeholders filled and US spelling applied for US sites. */
export function defaultPageContent(slug: string, ctx: DefaultPageContext): PageContent | null {
  const page = defaultPageDefinition(slug, ctx);
  if (!page) return null;
  return localisePageContent(
    {
      slug: page.slug,
      title: fillPlaceholders(page.title, ctx),
      description: fillPlaceholders(page.description, ctx),
      sections: page.sections.map((section) => ({
        ...(section.heading !== undefined && { heading: fillPlaceholders(section.heading, ctx) }),
        body: section.body.map((p) => fillPlaceholders(p, ctx)),
        ...(section.list && { list: section.list.map((item) => fillPlaceholders(item, ctx)) }),
        ...(section.links && {
          links: section.links.map((l) => ({ ...l, label: fillPlaceholders(l.label, ctx) })),
        }),
      })),
    },
    ctx.market,
  );
}

/** US spelling for US sites, on every text of a page (records and defaults alike). */
export function localisePageContent(page: PageContent, market: Market): PageContent {
  if (market !== "US") return page;
  const t = (text: string) => localiseText(text, market);
  return {
    ...page,
    title: t(page.title),
    description: page.description === null ? null : t(page.description),
    sections: page.sections.map((section) => ({
      ...section,
      ...(section.heading !== undefined && { heading: t(section.heading) }),
      body: section.body.map(t),
      ...(section.list && { list: section.list.map(t) }),
      ...(section.links && { links: section.links.map((l) => ({ ...l, label: t(l.label) })) }),
    })),
  };
}

const PLACEHOLDER = /\{(site_name|noun|nouns|manufacturer|email|phone)\}/g;

/**
 * Fills {site_name}, {manufacturer}, {email}, {phone}, and {noun}/{nouns} (lower case inside
 * sentences, capitalised at the start of one). A missing email or phone reads as 'us'.
 */
export function fillPlaceholders(text: string, ctx: DefaultPageContext): string {
  return text.replace(PLACEHOLDER, (_match, key: string, offset: number) => {
    switch (key) {
      case "site_name":
        return ctx.site_name;
      case "manufacturer":
        return ctx.manufacturer ?? ctx.site_name;
      case "email":
        return ctx.email ?? "us";
      case "phone":
        return ctx.phone ?? "us";
      default: {
        const word = key === "nouns" ? pluralise(ctx.noun) : ctx.noun;
        return startsSentence(text, offset) ? capitalise(word) : nounInSentence(word);
      }
    }
  });
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function startsSentence(text: string, offset: number): boolean {
  const before = text.slice(0, offset).trimEnd();
  return before === "" || /[.!?:]$/.test(before);
}
