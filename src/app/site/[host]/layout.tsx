import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { SiteLinkProvider } from "@/components/ui/site-link";
import { siteLinkRewrites } from "@/domain/blog/blog";
import { uploadedLogo } from "@/domain/brand/uploaded-logo";
import { themeVariables } from "@/domain/config/theme";
import { sitePagePolicy, thirdPartyOrigins } from "@/domain/security/security-headers";
import { localeFor, localiseText } from "@/domain/site/locale";
import type { LinkContext } from "@/domain/site/resolve-link";
import { analyticsOrigins, analyticsScripts, chatSettings } from "@/domain/site/third-party";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { env } from "@/env";
import { ActionTracker } from "@/features/analytics/action-tracker";
import { PageViewTracker } from "@/features/analytics/page-view-tracker";
import { SiteClientConfigScript } from "@/features/analytics/site-client-config-script";
import { TrackingRecorder } from "@/features/lead-form/tracking-recorder";
import { SITE_FONT_CLASS } from "@/features/shell/site-fonts";
import { SiteFooter } from "@/features/shell/site-footer";
import { SiteHeader } from "@/features/shell/site-header";
import { AnalyticsScripts } from "@/features/third-party/analytics-scripts";
import { ChatWidget } from "@/features/third-party/chat-widget";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";

type Params = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  if (!site) return { title: "Site not found" };
  const uploadedIcon = uploadedLogo(site.logo)?.icon;
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.config.theme.tagline || `${site.name}: new and used vehicles, finance and service.`,
    // An uploaded logo brings its own tab icon; otherwise the icon is drawn from the logo's mark.
    icons: {
      icon: [
        uploadedIcon
          ? { url: uploadedIcon, type: "image/png", sizes: "64x64" }
          : { url: "/site-icon.svg", type: "image/svg+xml" },
      ],
    },
  };
}

/** "Link handling": the site's link rules, for every SiteLink below the layout. */
function linkContext(site: Site, requestHost: string): LinkContext {
  const { links } = site.config;
  return {
    siteHost: requestHost,
    use_pages_path: links.use_pages_path,
    link_rewrites: siteLinkRewrites(site.config),
    manufacturer_base_domain: links.manufacturer_base_domain,
    prefetch_my_garage: links.prefetch_my_garage,
    prefetch_our_locations: links.prefetch_our_locations,
  };
}

/**
 * The shell of every dealer site. It reads nothing from the request but its params, so a
 * page below it that does the same (the vehicle pages) is cached and served from cache.
 */
export default async function SiteLayout({ children, params }: Params & { children: ReactNode }) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  // The shell element carries the dealer's colours; globals.css reads them where they are used.
  const style = themeVariables(site.config.theme) as unknown as CSSProperties;
  const now = new Date();
  const chat = chatSettings(site.config.chat);
  const chatRules = {
    hide_on_paths: site.config.chat.hide_on_paths,
    hide_on_careers: site.config.chat.hide_on_careers,
  };
  const { analytics } = site.config;
  // This site's own CSP, narrower than the header every response carries: its
  // configured third-party hosts and nothing else (React hoists the element into <head>).
  // On a local platform domain the analytics ids load the platform's stand-ins.
  const scriptSource = { local: isLocalHost(env().PLATFORM_DOMAIN) };
  const origins = thirdPartyOrigins(site.config, analyticsOrigins(analytics, scriptSource));
  const policy = sitePagePolicy(origins, {
    dev: process.env.NODE_ENV !== "production",
  });
  return (
    <SiteLinkProvider value={linkContext(site, safeDecodeURIComponent(host))}>
      <meta httpEquiv="Content-Security-Policy" content={policy} />
      <div
        lang={localeFor(site.market).locale}
        style={style}
        className={`flex min-h-screen flex-col ${SITE_FONT_CLASS[site.config.theme.font]}`}
      >
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader site={site} now={now} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} year={now.getFullYear()} />
        {/* After the page in the tab order; fixed in a bottom corner. */}
        {chat && (
          <ChatWidget
            settings={chat}
            rules={chatRules}
            buttonLabel={chat.provider === "text-us" ? "Text us" : "Chat with us"}
            popupText={localiseText(
              `Have a question? Text ${site.name} and we'll reply in minutes.`,
              site.market,
            )}
          />
        )}
      </div>
      <SiteClientConfigScript site={site} />
      <PageViewTracker />
      <ActionTracker />
      <TrackingRecorder siteSlug={site.slug} />
      <AnalyticsScripts
        scripts={analyticsScripts(analytics, scriptSource)}
        gaId={analytics.ga_id}
        pixelId={analytics.pixel_id}
      />
    </SiteLinkProvider>
  );
}
