import { type FinanceLinkSettings, hasPreApprovalPage, PRE_APPROVAL_PATH } from "@/domain/site/finance-links";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { priceModeFor } from "@/domain/stock/price-display";

export interface HomeServiceTile {
  href: string;
  title: string;
  text: string;
  /** A second link in the tile: the finance tile's "Get pre-approved" where the site has it. */
  more?: { href: string; label: string };
}

/**
 * The home page's "How can we help?" tiles. A dealer selling vehicles offers finance, a
 * trade-in valuation and servicing; a rental or subscription fleet has none of those to
 * offer, so its tiles are where to collect a vehicle and how to reach the team. Where the site
 * offers finance pre-approval, the finance tile links to it too; elsewhere the finance
 * tile is itself the way to finance.
 */
export function homeServiceTiles(site: {
  template: string;
  finance: FinanceLinkSettings;
  noun: string;
}): HomeServiceTile[] {
  const contact = {
    href: "/contact",
    title: "Contact us",
    text: "Questions about a vehicle? We reply fast.",
  };
  if (priceModeFor(site.template) !== "sale") {
    return [
      {
        href: "/our-locations",
        title: "Our locations",
        text: "Where to collect and return your vehicle, with opening hours.",
      },
      contact,
    ];
  }
  return [
    {
      href: site.finance.finance_path,
      title: "Finance",
      text: "Repayments that suit your budget, sorted before you visit.",
      ...(hasPreApprovalPage(site.finance) && {
        more: { href: PRE_APPROVAL_PATH, label: "Get pre-approved" },
      }),
    },
    {
      href: "/trade-in",
      title: "Trade-in valuation",
      text: `Tell us about your ${nounInSentence(site.noun)} and get a fair offer.`,
    },
    { href: "/service", title: "Book a service", text: "Factory-trained technicians and genuine parts." },
    contact,
  ];
}
