"use client";

import { useEffect, useRef } from "react";
import { showAccountLink } from "@/features/accounts/show-account-link";

/**
 * The header's sign-in area (on sites with accounts): "Sign in" for everyone on the server, a
 * plain link (a full page load, never prefetched: the account pages are per shopper), turned
 * into "My account" in the browser by showAccountLink. Astro's shell renders it without
 * hydrating it and starts showAccountLink from its plain script (start-shell-widgets.ts);
 * Next's header, an island, starts it here.
 */
export function AccountLink({ className = "" }: { className?: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => (link.current ? showAccountLink(link.current) : undefined), []);
  return (
    <a ref={link} href="/sign-in" className={className} data-account-link="loading">
      Sign in
    </a>
  );
}
