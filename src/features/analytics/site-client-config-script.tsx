import { jsonForScript } from "@/domain/security/escape-markup";
import { runningSplitTest } from "@/domain/site/split-test";
import { SITE_CLIENT_CONFIG_ID, type SiteClientConfig } from "@/features/analytics/site-client-config";
import type { Site } from "@/server/sites/site";

function siteClientConfig(site: Site): SiteClientConfig {
  return {
    website_id: site.id,
    website_slug: site.slug,
    dealership_id: site.dealership_id ?? site.dealerships[0]?.id ?? null,
    template: site.template,
    market: site.market,
    events_endpoint: site.config.analytics.events_endpoint,
    pixel: Boolean(site.config.analytics.pixel_id ?? site.config.analytics.pixel_url),
    analytics_consent: site.config.analytics.consent,
    split_test: runningSplitTest(site.config),
  };
}

/** Server-rendered JSON for readSiteClientConfig(); '<' is escaped so it cannot end the script. */
export function SiteClientConfigScript({ site }: { site: Site }) {
  const json = jsonForScript(siteClientConfig(site));
  return (
    <script
      id={SITE_CLIENT_CONFIG_ID}
      type="application/json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data, not markup.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
