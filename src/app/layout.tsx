import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Forecourt", template: "%s" },
  description: "Websites for vehicle dealers",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * Reads nothing from the request, so the pages below it can be cached. The language is
 * "en" here; each site's layout gives its own locale (en-AU, en-NZ, en-US) on its content.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
