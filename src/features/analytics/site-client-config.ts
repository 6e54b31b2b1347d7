import type { Market, SiteTemplateName } from "@/domain/config/site-config";
import type { SplitTestDefinition } from "@/domain/site/split-test";

/**
 * What client islands need to know about the site (analytics, phone registration, labels),
 * written once by the layout as JSON in the page (SiteClientConfigScript) and read lazily,
 * so any island, mounted in any order, sees the same values. Nothing secret goes here.
 */
export interface SiteClientConfig {
  website_id: number;
  website_slug: string;
  dealership_id: number | null;
  template: SiteTemplateName;
  market: Market;
  /** The Analytics event is POSTed only on sites that enable it. */
  events_endpoint: boolean;
  /** A pixel is configured: its events are queued for it (sent after 250 ms). */
  pixel: boolean;
  /** "banner" holds the analytics tags until the shopper accepts them. */
  analytics_consent: "off" | "banner";
  /** The split test the site runs (name and weighted variants), or null. */
  split_test: SplitTestDefinition | null;
}

export const SITE_CLIENT_CONFIG_ID = "forecourt-site-config";

let cached: SiteClientConfig | null | undefined;

export function readSiteClientConfig(): SiteClientConfig | null {
  if (cached !== undefined) return cached;
  if (typeof document === "undefined") return null;
  const element = document.getElementById(SITE_CLIENT_CONFIG_ID);
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as SiteClientConfig) : null;
  } catch {
    cached = null;
  }
  return cached;
}
