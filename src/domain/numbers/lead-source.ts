/**
 * The console's lead sources, from the source a lead was stored with (its attribution's
 * last touch, derived when the lead arrived): organic search, ads told apart by the network
 * their click id or paid campaign names, referral, and direct. A lead without attribution
 * (older leads, intakes that keep none) counts as direct.
 */
export const LEAD_SOURCE_GROUPS = [
  "organic",
  "ads_google",
  "ads_microsoft",
  "ads_meta",
  "ads_other",
  "referral",
  "direct",
] as const;
export type LeadSourceGroup = (typeof LEAD_SOURCE_GROUPS)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSourceGroup, string> = {
  organic: "Organic search",
  ads_google: "Ads: Google",
  ads_microsoft: "Ads: Microsoft",
  ads_meta: "Ads: Meta",
  ads_other: "Ads: other",
  referral: "Referral",
  direct: "Direct",
};

export function leadSourceGroup(type: string | null, network: string | null): LeadSourceGroup {
  switch (type) {
    case "organic":
      return "organic";
    case "referral":
      return "referral";
    case "paid":
      if (network === "Google Ads") return "ads_google";
      if (network === "Microsoft Advertising") return "ads_microsoft";
      if (network === "Meta") return "ads_meta";
      return "ads_other";
    default:
      return "direct";
  }
}
