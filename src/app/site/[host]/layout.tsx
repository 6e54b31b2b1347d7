import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { preload } from "react-dom";
import { SiteLinkProvider } from "@/components/ui/site-link";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";
import { ActionTracker } from "@/features/analytics/action-tracker";
import { NextPathTrackers } from "@/features/analytics/next-path-trackers";
import { SiteClientConfigScript } from "@/features/analytics/site-client-config-script";
import { SiteFooter } from "@/features/shell/site-footer";
import { SiteHeader } from "@/features/shell/site-header";
import { siteShellModel } from "@/features/shell/site-shell-model";
import { AnalyticsScripts } from "@/features/third-party/analytics-scripts";
import { ChatWidget } from "@/features/third-party/chat-widget";
import { getSiteForHost } from "@/server/sites/get-site";

type Params = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return { title: "Site not found" };
  const shell = siteShellModel(site, host, shellContext());
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: shell.description,
    // An uploaded logo brings its own tab icon; otherwise the icon is drawn from the logo's mark.
    icons: { icon: [shell.icon] },
  };
}

/** On a local platform domain the analytics ids load the platform's stand-ins. */
function shellContext() {
  return { local: isLocalHost(env().PLATFORM_DOMAIN), dev: process.env.NODE_ENV !== "production" };
}

/**
 * The shell of every dealer site. It reads nothing from the request but its params, so a
 * page below it that does the same (the vehicle pages) is cached and served from cache.
 */
export default async function SiteLayout({ children, params }: Params & { children: ReactNode }) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const now = new Date();
  const shell = siteShellModel(site, host, shellContext());
  // The one typeface the site uses, fetched at once (React puts the preload in <head>).
  const { font } = shell;
  if (font) preload(font.href, { as: font.as, type: font.type, crossOrigin: font.crossOrigin });
  return (
    // The site's link rules: a prop of the shell and its islands, and (for the page bodies
    // still rendered in this one tree) the provider's value. The site's own CSP is narrower
    // than the header every response carries (React hoists the element into <head>); the
    // shell element carries the dealer's colours, which globals.css reads where they are used.
    <SiteLinkProvider value={shell.rules}>
      <meta httpEquiv="Content-Security-Policy" content={shell.policy} />
      <div lang={shell.lang} style={shell.style as unknown as CSSProperties} className={shell.shellClass}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader site={site} now={now} rules={shell.rules} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} year={now.getFullYear()} rules={shell.rules} />
        {/* After the page in the tab order; fixed in a bottom corner. */}
        {shell.chat && (
          <ChatWidget
            settings={shell.chat.settings}
            rules={shell.chat.rules}
            buttonLabel={shell.chat.buttonLabel}
            popupText={shell.chat.popupText}
          />
        )}
      </div>
      <SiteClientConfigScript site={site} />
      <NextPathTrackers siteSlug={site.slug} />
      <ActionTracker />
      <AnalyticsScripts {...shell.analytics} />
    </SiteLinkProvider>
  );
}
