import { uploadedLogo } from "@/domain/brand/uploaded-logo";
import { themeVariables } from "@/domain/config/theme";
import { sitePagePolicy, thirdPartyOrigins } from "@/domain/security/security-headers";
import { localeFor, localiseText } from "@/domain/site/locale";
import { analyticsOrigins, analyticsScripts, chatSettings } from "@/domain/site/third-party";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { SITE_FONT_CLASS, siteFontPreload } from "@/features/shell/site-fonts";
import { siteLinkRules } from "@/features/shell/site-link-rules";
import type { Site } from "@/server/sites/site";

/**
 * What the site shell derives from a site's settings, once for both renderers (Next's site
 * layout and Astro's SiteLayout.astro render the same shell while the pages move): the theme's
 * colours, the one typeface and its preload, the link rules, the site's own CSP (its
 * configured third-party hosts only), the chat launcher's settings and words, the analytics
 * scripts, the description and the tab icon.
 *
 * `local`: the platform runs on a local domain, where analytics ids load the platform's
 * stand-ins; `dev`: a development build (the CSP allows eval).
 */
export function siteShellModel(site: Site, host: string, { local, dev }: { local: boolean; dev: boolean }) {
  const { theme, analytics } = site.config;
  const scriptSource = { local };
  const chat = chatSettings(site.config.chat);
  const uploadedIcon = uploadedLogo(site.logo)?.icon;
  // An uploaded logo brings its own tab icon; otherwise the icon is drawn from the logo's mark.
  const icon: { url: string; type: string; sizes?: string } = uploadedIcon
    ? { url: uploadedIcon, type: "image/png", sizes: "64x64" }
    : { url: "/site-icon.svg", type: "image/svg+xml" };
  return {
    style: themeVariables(theme),
    shellClass: `flex min-h-screen flex-col ${SITE_FONT_CLASS[theme.font]}`,
    lang: localeFor(site.market).locale,
    rules: siteLinkRules(site, safeDecodeURIComponent(host)),
    font: siteFontPreload(theme.font),
    policy: sitePagePolicy(thirdPartyOrigins(site.config, analyticsOrigins(analytics, scriptSource)), {
      dev,
    }),
    description: theme.tagline || `${site.name}: new and used vehicles, finance and service.`,
    icon,
    chat: chat && {
      settings: chat,
      rules: {
        hide_on_paths: site.config.chat.hide_on_paths,
        hide_on_careers: site.config.chat.hide_on_careers,
      },
      buttonLabel: chat.provider === "text-us" ? "Text us" : "Chat with us",
      popupText: localiseText(`Have a question? Text ${site.name} and we'll reply in minutes.`, site.market),
    },
    analytics: {
      scripts: analyticsScripts(analytics, scriptSource),
      gaId: analytics.ga_id,
      pixelId: analytics.pixel_id,
    },
  };
}
