import "server-only";
import type { PageSection } from "@/server/db/schema/content";
import type { DemoDealership, DemoSite } from "./demo-types";

/** Information pages (about-us, privacy-policy, warranty, …) written for each demo site. */

export interface DemoPage {
  slug: string;
  title: string;
  description: string;
  sections: PageSection[];
}

type Writer = (site: DemoSite, dealerships: readonly DemoDealership[]) => Omit<DemoPage, "slug">;

const place = (site: DemoSite) => {
  const address = site.config.address;
  return address ? `${address.city}, ${address.state}` : "your area";
};

const WRITERS: Record<string, Writer> = {
  "about-us": (site, dealerships) => ({
    title: `About ${site.name}`,
    description: `Who we are and how ${site.name} looks after its customers.`,
    sections: [
      {
        heading: "Who we are",
        body: [
          `${site.name} is a locally owned business serving ${place(site)} and the surrounding region.`,
          site.config.theme?.tagline ?? "",
        ].filter((line) => line !== ""),
      },
      {
        heading: dealerships.length > 1 ? "Our dealerships" : "Where to find us",
        body: ["Every location is open six days and staffed by people who live locally."],
        list: dealerships.flatMap((d) =>
          d.locations.filter((l) => l.visible !== false).map((l) => `${l.name}, ${l.city}`),
        ),
      },
      {
        heading: "Why buy from us",
        body: ["No-pressure advice, transparent pricing and support long after you drive away."],
        list: [
          "Every vehicle inspected before sale",
          "Finance and insurance arranged in-house",
          "Trade-ins welcome",
          "Factory-trained service technicians",
        ],
      },
    ],
  }),
  "privacy-policy": (site) => ({
    title: "Privacy policy",
    description: `How ${site.name} collects, uses and protects your personal information.`,
    sections: [
      {
        heading: "What we collect",
        body: [
          "When you send an enquiry, book a test drive or service, or apply for finance we collect your name, contact details and the information you give us about the vehicle you are interested in.",
          "We also collect anonymous usage information (pages visited, device type) to improve this website.",
        ],
      },
      {
        heading: "How we use it",
        body: [
          "We use your information to answer your enquiry, arrange the services you ask for and, if you opt in, tell you about offers. You can opt out at any time.",
        ],
      },
      {
        heading: "Who we share it with",
        body: [
          "Only with the dealership that will help you, and service providers acting for us (for example finance and insurance partners) when you ask for those services.",
        ],
      },
      {
        heading: "Access and correction",
        body: [`To see or correct the information we hold, contact ${site.email} or call ${site.phone}.`],
      },
    ],
  }),
  "terms-and-conditions": (site) => ({
    title: "Terms and conditions",
    description: `The terms that apply when you use the ${site.name} website.`,
    sections: [
      {
        heading: "Vehicle information and pricing",
        body: [
          "We take care to keep vehicle details, photos and prices accurate, but errors can occur. Prices include GST where applicable; drive-away prices include registration, stamp duty and dealer delivery unless stated.",
        ],
      },
      {
        heading: "Reservations and deposits",
        body: [
          "A vehicle reserved online is held for you for 48 hours. Deposits are refundable until a contract of sale is signed.",
        ],
      },
      {
        heading: "Offers",
        body: [
          "Special offers are available for a limited time, while stocks last, and cannot be combined unless stated.",
        ],
      },
      { heading: "Contact", body: [`Questions about these terms: ${site.email}.`] },
    ],
  }),
  "vehicle-parts-and-accessories": (site) => ({
    title: "Parts & accessories",
    description: `Genuine parts and accessories from ${site.name}.`,
    sections: [
      {
        heading: "Genuine parts",
        body: [
          "Our parts team stocks genuine and quality aftermarket parts, with most orders ready the next business day.",
        ],
        list: [
          "Tow bars and roof racks",
          "Floor mats and cargo liners",
          "Tyres and wheels",
          "Service kits and fluids",
        ],
      },
      {
        heading: "Order",
        body: ["Send a parts enquiry with your VIN or registration and we'll quote within one business day."],
      },
    ],
  }),
  "insuring-your-investment": (site) => ({
    title: "Insuring your investment",
    description: "Comprehensive, gap and tyre-and-rim cover arranged in minutes.",
    sections: [
      {
        heading: "Cover that fits",
        body: [`${site.name} can arrange comprehensive insurance from leading insurers when you buy.`],
        list: ["Comprehensive motor insurance", "Gap cover", "Tyre and rim protection", "Extended warranty"],
      },
    ],
  }),
  "our-story": (site) => ({
    title: "Our story",
    description: "From a backyard shed to Australia's toughest RVs.",
    sections: [
      {
        heading: "Built in Campbellfield since 1998",
        body: [
          `${site.name} began with one off-road camper built for a family trip up the Canning Stock Route. Today every van is still hand-built by our own team in Melbourne's north.`,
        ],
      },
      {
        heading: "Engineered for corrugations",
        body: ["Hot-dip galvanised chassis, independent suspension and composite walls that never rot."],
      },
    ],
  }),
  warranty: (site) => ({
    title: "Warranty",
    description: `What the ${site.name} warranty covers.`,
    sections: [
      {
        heading: "Structural and workmanship warranty",
        body: [
          "Five years on chassis and body structure, two years on workmanship, plus appliance manufacturers' warranties.",
        ],
      },
      { heading: "Making a claim", body: [`Contact ${site.email} with your VIN and photos of the issue.`] },
    ],
  }),
  "roadside-assistance": () => ({
    title: "Roadside assistance",
    description: "24/7 roadside assistance Australia-wide for your first year.",
    sections: [
      {
        heading: "Included with every new RV",
        body: [
          "Breakdown call-out, towing to the nearest repairer, accommodation and travel benefits when you're stranded over 100 km from home.",
        ],
      },
    ],
  }),
  "considering-selling-or-trading": (site) => ({
    title: "Considering selling or trading?",
    description: "Get a fair, fast valuation for your current vehicle.",
    sections: [
      {
        heading: "We buy quality vehicles",
        body: [
          `Tell us about your vehicle and ${site.name} will give you a valuation within one business day, whether or not you buy from us.`,
        ],
      },
    ],
  }),
  "servicing-your-rv": () => ({
    title: "Servicing your RV",
    description: "Annual services, gas and electrical compliance, and repairs.",
    sections: [
      {
        heading: "What we check",
        list: [
          "Wheel bearings and brakes",
          "Gas compliance certificate",
          "12V and 240V systems",
          "Seals and water ingress",
        ],
        body: ["Book a service every 12 months or 10,000 km, whichever comes first."],
      },
    ],
  }),
  "caravan-accessories": () => ({
    title: "Caravan accessories",
    description: "Everything for the road, from weight-distribution hitches to annexes.",
    sections: [
      {
        heading: "Popular upgrades",
        list: [
          "Lithium battery upgrades",
          "Solar blankets",
          "Annexes and awnings",
          "Weight-distribution hitches",
          "Water filtration",
        ],
        body: ["Fitted by our own technicians before delivery or at any service."],
      },
    ],
  }),
  "why-mazda-approved": () => ({
    title: "The Mazda Approved promise",
    description: "Inspected, reconditioned and backed by Mazda.",
    sections: [
      {
        heading: "Every Approved Mazda",
        list: [
          "Under 7 years old and under 140,000 km",
          "Multi-point inspection by Mazda-trained technicians",
          "Minimum 12 months' warranty and roadside assistance",
          "Full service history and clear title",
        ],
        body: ["Look for the Certified badge on our listings."],
      },
    ],
  }),
  // Mazda Approved's "News" links (/blog, rewritten to /news by links.rewrites) land here.
  news: (site) => ({
    title: `${site.name} news`,
    description: "What's new at the yard: arrivals, offers and events.",
    sections: [
      {
        heading: "Latest",
        body: [
          "New arrivals are listed as soon as they pass inspection: see the Just arrived badge in our search.",
          "Current offers are on the Special offers page, and our team is happy to talk through any of them.",
        ],
      },
    ],
  }),
  "rental-faqs": () => ({
    title: "Rental FAQs",
    description: "Licences, bonds, fuel and insurance explained.",
    sections: [
      {
        heading: "Who can rent?",
        body: ["Drivers 21 and over with a full licence held for at least 12 months."],
      },
      {
        heading: "Bond",
        body: ["A $300 bond is pre-authorised on your card at pick-up and released on return."],
      },
      {
        heading: "Fuel and charging",
        body: ["Return the vehicle with the same fuel or charge level as at pick-up."],
      },
    ],
  }),
  "how-it-works": () => ({
    title: "How it works",
    description: "Subscribe, drive, swap or return.",
    sections: [
      {
        heading: "Three steps",
        list: [
          "Choose a car and a term from 1 month",
          "Pass a quick online check",
          "Pick up at Mascot or get it delivered",
        ],
        body: ["One weekly price covers registration, insurance, servicing, tyres and roadside assistance."],
      },
      { heading: "FAQs", body: ["You can swap cars after 3 months, or return with 30 days' notice."] },
    ],
  }),
  "book-a-service": (site) => ({
    title: "Book a service",
    description: `Service bookings at ${site.name}.`,
    sections: [
      {
        heading: "Service bookings",
        body: ["Choose a time online and we'll confirm by SMS. Loan cars available on request."],
      },
    ],
  }),
};

const STANDARD = ["about-us", "privacy-policy", "terms-and-conditions", "vehicle-parts-and-accessories"];

export function demoPages(site: DemoSite, dealerships: readonly DemoDealership[]): DemoPage[] {
  const slugs = [...new Set([...STANDARD, ...(site.pages ?? [])])];
  return slugs.map((slug) => {
    const writer = WRITERS[slug];
    if (!writer) throw new Error(`No demo page text for "${slug}" (site ${site.slug})`);
    return { slug, ...writer(site, dealerships) };
  });
}
