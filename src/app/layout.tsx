import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";
import { localeFor } from "../domain/site/locale";
import { getSiteForHost } from "../server/sites/get-site";

export const metadata: Metadata = {
  title: { default: "Forecourt", template: "%s" },
  description: "Websites for vehicle dealers",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const host = (await headers()).get("host") ?? "";
  const site = await getSiteForHost(host).catch(() => null);
  return (
    <html lang={site ? localeFor(site.market).locale : "en"}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
