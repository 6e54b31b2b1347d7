"use client";

import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from "react";
import { type LinkContext, resolveLink } from "@/domain/site/resolve-link";

/**
 * The one link component for every href that comes from configuration or content (header
 * and footer navigation, home tiles, information pages). resolveLink decides what the href
 * is; this only renders that decision, always as a plain anchor (a full page load, the same
 * under Next and under Astro, with no client router):
 * - internal → same tab; marked data-astro-prefetch (Astro's prefetch, off until enabled), or
 *   data-astro-prefetch="false" where the spec's no-prefetch list says so;
 * - hash → stays on the page;
 * - tel:, mailto:, maps → plain anchors, maps in a new tab;
 * - external → a new tab with rel="noopener noreferrer".
 *
 * The site's link rules come in as the `rules` prop: an island is its own React root, with
 * no provider above it. Page bodies still rendered in Next's one tree may read them from
 * SiteLinkProvider until their page family moves.
 */

export type SiteLinkRules = LinkContext;

const FALLBACK_RULES: SiteLinkRules = { siteHost: "", use_pages_path: false, link_rewrites: [] };

const SiteLinkContext = createContext<SiteLinkRules>(FALLBACK_RULES);

/** Makes the site's link rules available to the SiteLinks below that are given none. */
export function SiteLinkProvider({ value, children }: { value: SiteLinkRules; children: ReactNode }) {
  return <SiteLinkContext.Provider value={value}>{children}</SiteLinkContext.Provider>;
}

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> & {
  href: string;
  children: ReactNode;
  /** The site's link rules (site-link-rules.ts); without them, the provider's. */
  rules?: SiteLinkRules;
};

export function SiteLink({ href, children, rules, ...rest }: SiteLinkProps) {
  const provided = useContext(SiteLinkContext);
  const link = resolveLink(href, rules ?? provided);
  switch (link.kind) {
    case "internal":
      return (
        <a href={link.href} data-astro-prefetch={link.prefetch ? "" : "false"} {...rest}>
          {children}
        </a>
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
