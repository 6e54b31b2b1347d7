import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { preload } from "react-dom";
import { SiteLinkProvider } from "@/components/ui/site-link";
import { uploadedLogo } from "@/domain/brand/uploaded-logo";
import { themeVariables } from "@/domain/config/theme";
import { sitePagePolicy, thirdPartyOrigins } from "@/domain/security/security-headers";
import { localeFor, localiseText } from "@/domain/site/locale";
import { analyticsOrigins, analyticsScripts, chatSettings } from "@/domain/site/third-party";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { env } from "@/env";
import { ActionTracker } from "@/features/analytics/action-tracker";
import { NextPathTrackers } from "@/features/analytics/next-path-trackers";
import { SiteClientConfigScript } from "@/features/analytics/site-client-config-script";
import { SITE_FONT_CLASS, siteFontPreload } from "@/features/shell/site-fonts";
import { SiteFooter } from "@/features/shell/site-footer";
import { SiteHeader } from "@/features/shell/site-header";
import { siteLinkRules } from "@/features/shell/site-link-rules";
import { AnalyticsScripts } from "@/features/third-party/analytics-scripts";
import { ChatWidget } from "@/features/third-party/chat-widget";
import { getSiteForHost } from "@/server/sites/get-site";

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
  // The site's link rules: a prop of the shell and its islands, and (for the page bodies still
  // rendered in this one tree) the provider's value.
  const rules = siteLinkRules(site, safeDecodeURIComponent(host));
  // The one typeface the site uses, fetched at once (React puts the preload in <head>).
  const font = siteFontPreload(site.config.theme.font);
  if (font) preload(font.href, { as: font.as, type: font.type, crossOrigin: font.crossOrigin });
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
    <SiteLinkProvider value={rules}>
      <meta httpEquiv="Content-Security-Policy" content={policy} />
      <div
        lang={localeFor(site.market).locale}
        style={style}
        className={`flex min-h-screen flex-col ${SITE_FONT_CLASS[site.config.theme.font]}`}
      >
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader site={site} now={now} rules={rules} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} year={now.getFullYear()} rules={rules} />
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
      <NextPathTrackers siteSlug={site.slug} />
      <ActionTracker />
      <AnalyticsScripts
        scripts={analyticsScripts(analytics, scriptSource)}
        gaId={analytics.ga_id}
        pixelId={analytics.pixel_id}
      />
    </SiteLinkProvider>
  );
}
