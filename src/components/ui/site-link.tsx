"use client";

import Link from "next/link";
import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from "react";
import { type LinkContext, resolveLink } from "@/domain/site/resolve-link";

/**
 * The one link component for every href that comes from configuration or content (header
 * and footer navigation, home tiles, information pages). resolveLink decides what the href
 * is; this only renders that decision:
 * - internal → next/link, prefetched unless the spec's no-prefetch list says otherwise;
 * - hash → a plain anchor (stays on the page);
 * - tel:, mailto:, maps → plain anchors, maps in a new tab;
 * - external → a new tab with rel="noopener noreferrer".
 */

const FALLBACK_CONTEXT: LinkContext = { siteHost: "", use_pages_path: false, link_rewrites: [] };

const SiteLinkContext = createContext<LinkContext>(FALLBACK_CONTEXT);

/** Makes the site's link rules (from site.config.links and the request host) available below. */
export function SiteLinkProvider({ value, children }: { value: LinkContext; children: ReactNode }) {
  return <SiteLinkContext.Provider value={value}>{children}</SiteLinkContext.Provider>;
}

function useSiteLinkContext(): LinkContext {
  return useContext(SiteLinkContext);
}

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> & {
  href: string;
  children: ReactNode;
  /** Overrides the provided context (tests, or links rendered outside the site shell). */
  context?: LinkContext;
};

export function SiteLink({ href, children, context, ...rest }: SiteLinkProps) {
  const provided = useSiteLinkContext();
  const link = resolveLink(href, context ?? provided);
  switch (link.kind) {
    case "internal":
      return (
        <Link href={link.href} prefetch={link.prefetch ? undefined : false} {...rest}>
          {children}
        </Link>
      );
    case "hash":
      return (
        <a href={link.href} {...rest}>
          {children}
        </a>
      );
    case "plain":
      return link.newTab ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      ) : (
        <a href={link.href} {...rest}>
          {children}
        </a>
      );
    case "external":
      return (
        <a href={link.href} target="_blank" rel={link.rel} {...rest}>
          {children}
        </a>
      );
  }
}
