// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { SiteLinkRules } from "@/components/ui/site-link";
import { parseSiteConfig } from "@/domain/config/site-config";
import { defined } from "@/domain/defined";
import { isOpenNow } from "@/domain/site/opening-hours";
import "../../../tests/support/dom";
import {
  SiteHeaderFrame,
  type SiteHeaderModel,
  type SiteHeaderSlots,
} from "@/features/shell/site-header-frame";
import type { Site } from "@/server/sites/site";

const config = parseSiteConfig({});
const site = { id: 7, name: "Acme Motors", logo: null, config } as unknown as Site;
const rules: SiteLinkRules = {
  siteHost: "acme.localhost",
  use_pages_path: false,
  link_rewrites: [{ from: "/search", to: "/stock" }],
};
const hours = config.opening_hours ?? [];
const model: SiteHeaderModel = {
  items: [{ label: "Contact", href: "/contact" }],
  mobileItems: [{ label: "Contact", href: "/contact" }],
  phone: "02 9999 9999",
  hours,
  timeZone: "Australia/Sydney",
  status: isOpenNow(hours, "Australia/Sydney", new Date("2026-03-02T00:00:00Z")),
  address: "1 Main St, Sydney",
  dealershipId: 3,
  accounts: false,
  savedLabel: "Saved favourites",
  searchPath: "/search/new-used-and-demo-cars",
};

/** Stand-ins for the islands: under Astro each slot is an island of its own. */
const slots: SiteHeaderSlots = {
  openNow: <span data-slot="open-now">Open now</span>,
  phone: <a href="tel:0299999999">Call 02 9999 9999</a>,
  account: <a href="/sign-in">Sign in</a>,
  savedCount: <span data-slot="saved-count">(2)</span>,
  mobileMenu: <span data-slot="mobile-menu" />,
  navMenu: <nav aria-label="Main" data-slot="nav-menu" />,
};

describe("SiteHeaderFrame: the header's markup with its islands as slots", () => {
  test("each slot in its place; the frame's own links follow the rules given as a prop", () => {
    const { container } = render(<SiteHeaderFrame site={site} model={model} rules={rules} {...slots} />);
    const bar = screen.getByRole("region", { name: "Opening hours and contact" });
    expect(within(bar).getByText("Open now")).toHaveAttribute("data-slot", "open-now");
    expect(within(bar).getByText("· 1 Main St, Sydney")).toBeInTheDocument();
    expect(within(bar).getByRole("link", { name: "Call 02 9999 9999" })).toBeInTheDocument();

    const header = defined(container.querySelector<HTMLElement>("header#site-header"), "the header");
    expect(within(header).getByRole("link", { name: "Acme Motors home" })).toHaveAttribute("href", "/");
    const saved = within(header).getByRole("link", { name: /Saved favourites/ });
    expect(saved).toHaveAttribute("href", config.saved_cars_path);
    expect(saved.querySelector('[data-slot="saved-count"]')).not.toBeNull();
    expect(within(header).getByRole("link", { name: "Search stock" })).toHaveAttribute(
      "href",
      "/stock/new-used-and-demo-cars",
    );
    expect(header.querySelector('[data-slot="mobile-menu"]')).not.toBeNull();
    expect(within(header).getByRole("navigation", { name: "Main" })).toHaveAttribute("data-slot", "nav-menu");
  });

  test("the sign-in slot shows only on a site with accounts", () => {
    const { rerender } = render(<SiteHeaderFrame site={site} model={model} rules={rules} {...slots} />);
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    rerender(<SiteHeaderFrame site={site} model={{ ...model, accounts: true }} rules={rules} {...slots} />);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  });
});
