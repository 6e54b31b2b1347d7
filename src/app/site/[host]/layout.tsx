import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { inkFor } from "../../../domain/config/theme";
import { SiteFooter } from "../../../features/shell/site-footer";
import { SiteHeader } from "../../../features/shell/site-header";
import { getSiteForHost } from "../../../server/sites/get-site";

type Params = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  if (!site) return { title: "Site not found" };
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.config.theme.tagline || `${site.name}: new and used vehicles, finance and service.`,
  };
}

export default async function SiteLayout({ children, params }: Params & { children: ReactNode }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const { primary, accent } = site.config.theme;
  const style = {
    "--brand": primary,
    "--brand-ink": inkFor(primary),
    "--accent": accent,
    "--accent-ink": inkFor(accent),
  } as CSSProperties;
  const now = new Date();
  return (
    <div style={style} className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader site={site} now={now} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter site={site} year={now.getFullYear()} />
    </div>
  );
}
