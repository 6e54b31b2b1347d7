// @vitest-environment jsdom
// The dropdowns' clicks are fireEvent's: userEvent's pointer also hovers first, which opens a
// dropdown by itself (the hover test covers that).
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, test } from "vitest";
import type { SiteLinkRules } from "@/components/ui/site-link";
import { defined } from "@/domain/defined";
import "../../../tests/support/dom";
import type { NavItem } from "@/domain/config/site-config";
import { MobileMenu, NavMenu } from "@/features/shell/nav-menu";

const rules: SiteLinkRules = { siteHost: "acme.localhost", use_pages_path: false, link_rewrites: [] };

const items: NavItem[] = [
  { label: "Home", href: "/" },
  {
    label: "Stock",
    href: "/search",
    children: [
      { label: "New cars", href: "/search/new" },
      { label: "Used cars", href: "/search/used" },
    ],
  },
  {
    label: "Services",
    href: "/services",
    children: [
      { label: "Finance", href: "/finance" },
      { label: "Servicing", href: "/service" },
    ],
  },
  { label: "Contact", href: "/contact" },
];

const OPEN_CLASS = "header--dropdown-open";

beforeEach(() => {
  window.history.replaceState(null, "", "/");
});

/**
 * The menu in a header above some page; `navigate` is a same-document navigation to `path`
 * (back or forward, or a framework's pushState), which the menus hear of without a router.
 */
function renderIn(menu: ReactElement) {
  const view = render(
    <div>
      <header>{menu}</header>
      <p>The page</p>
    </div>,
  );
  const navigate = (path: string) =>
    act(() => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
  return { navigate, header: defined(view.container.querySelector("header"), "the header") };
}

/** A dropdown's <details> and its button (the <summary>), by the item's label. */
function dropdown(label: string) {
  const summary = screen.getByText(label, { selector: "summary" });
  return { summary, details: defined(summary.closest("details"), "the dropdown") };
}

const mouse = { pointerType: "mouse" };

describe("NavMenu: the header's dropdowns (SPEC 2 Layout)", () => {
  test("links for plain items, a disclosure for items with children; a click opens one, a second click closes it", async () => {
    const { header } = renderIn(<NavMenu items={items} label="Main" rules={rules} />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    const stock = dropdown("Stock");
    expect(stock.details.open).toBe(false);
    expect(header).not.toHaveClass(OPEN_CLASS);

    fireEvent.click(stock.summary);
    expect(stock.details.open).toBe(true);
    expect(within(stock.details).getByRole("link", { name: "Used cars" })).toHaveAttribute(
      "href",
      "/search/used",
    );
    expect(header).toHaveClass(OPEN_CLASS);

    fireEvent.click(stock.summary);
    expect(stock.details.open).toBe(false);
    expect(header).not.toHaveClass(OPEN_CLASS);
  });

  test("one dropdown open at a time", async () => {
    renderIn(<NavMenu items={items} label="Main" rules={rules} />);
    fireEvent.click(dropdown("Stock").summary);
    fireEvent.click(dropdown("Services").summary);
    expect(dropdown("Services").details.open).toBe(true);
    expect(dropdown("Stock").details.open).toBe(false);
  });

  test("by keyboard: Tab reaches an open dropdown's links; Escape closes it and puts focus back on its button", async () => {
    const { header } = renderIn(<NavMenu items={items} label="Main" rules={rules} />);
    const stock = dropdown("Stock");
    stock.summary.focus();
    // A browser turns Enter on a <summary> into a click; jsdom does not, so the click stands in.
    fireEvent.click(stock.summary);
    expect(stock.details.open).toBe(true);
    await userEvent.tab();
    expect(within(stock.details).getByRole("link", { name: "New cars" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    expect(stock.details.open).toBe(false);
    expect(stock.summary).toHaveFocus();
    expect(header).not.toHaveClass(OPEN_CLASS);
  });

  test("a press outside the menu closes it without moving focus; a press inside does not", async () => {
    renderIn(<NavMenu items={items} label="Main" rules={rules} />);
    const stock = dropdown("Stock");
    fireEvent.click(stock.summary);
    fireEvent.pointerDown(within(stock.details).getByRole("link", { name: "New cars" }));
    expect(stock.details.open).toBe(true);

    fireEvent.pointerDown(screen.getByText("The page"));
    expect(stock.details.open).toBe(false);
    expect(stock.summary).not.toHaveFocus();
  });

  test("following a link in a dropdown closes it, and so does arriving at a new page", async () => {
    const view = renderIn(<NavMenu items={items} label="Main" rules={rules} />);
    const stock = dropdown("Stock");
    fireEvent.click(stock.summary);
    const link = within(stock.details).getByRole("link", { name: "New cars" });
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(stock.details.open).toBe(false);

    fireEvent.click(stock.summary);
    expect(stock.details.open).toBe(true);
    await view.navigate("/search/used");
    expect(stock.details.open).toBe(false);
  });

  test("a mouse opens a dropdown by hovering and closes it on leaving; a click while hovered keeps it open", () => {
    renderIn(<NavMenu items={items} label="Main" rules={rules} />);
    const stock = dropdown("Stock");
    const item = defined(stock.details.parentElement, "the menu item");
    fireEvent.pointerEnter(item, mouse);
    expect(stock.details.open).toBe(true);
    fireEvent.click(stock.summary);
    expect(stock.details.open).toBe(true);
    fireEvent.pointerLeave(item, mouse);
    expect(stock.details.open).toBe(false);

    // A touch is not a hover: the tap's click opens it.
    fireEvent.pointerEnter(item, { pointerType: "touch" });
    expect(stock.details.open).toBe(false);
  });
});

describe("MobileMenu: the phone-width menu", () => {
  test("Menu opens the panel (the page behind stops scrolling); its sections open on their own", async () => {
    const { header } = renderIn(<MobileMenu items={items} label="Mobile" rules={rules} />);
    const menu = screen.getByText("Menu", { selector: "summary" });
    const panel = defined(menu.closest("details"), "the menu panel");
    expect(panel.open).toBe(false);

    await userEvent.click(menu);
    expect(panel.open).toBe(true);
    expect(header).toHaveClass(OPEN_CLASS);
    expect(document.documentElement.style.overflow).toBe("hidden");
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(nav).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");

    const services = dropdown("Services");
    expect(services.details.open).toBe(false);
    await userEvent.click(services.summary);
    expect(services.details.open).toBe(true);
    expect(within(services.details).getByRole("link", { name: "Finance" })).toHaveAttribute(
      "href",
      "/finance",
    );

    await userEvent.click(menu);
    expect(panel.open).toBe(false);
    expect(header).not.toHaveClass(OPEN_CLASS);
    expect(document.documentElement.style.overflow).toBe("");
  });

  test("Escape closes it with focus back on Menu; a press outside closes it too", async () => {
    renderIn(<MobileMenu items={items} label="Mobile" rules={rules} />);
    const menu = screen.getByText("Menu", { selector: "summary" });
    const panel = defined(menu.closest("details"), "the menu panel");
    await userEvent.click(menu);
    await userEvent.tab();
    await userEvent.keyboard("{Escape}");
    expect(panel.open).toBe(false);
    expect(menu).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("");

    await userEvent.click(menu);
    fireEvent.pointerDown(within(panel).getByRole("link", { name: "Home" }));
    expect(panel.open).toBe(true);
    fireEvent.pointerDown(screen.getByText("The page"));
    expect(panel.open).toBe(false);
  });

  test("a menu opened before its island hydrated stays open, and Escape closes it", async () => {
    // An Astro page: the server's <details>, tapped open before the JavaScript arrived.
    const island = <MobileMenu items={items} label="Mobile" rules={rules} path="/" />;
    const header = document.createElement("header");
    header.innerHTML = renderToString(island);
    document.body.appendChild(header);
    const panel = defined(header.querySelector("details"), "the menu panel");
    panel.open = true;
    const root = await act(async () => hydrateRoot(header, island));
    try {
      expect(panel.open).toBe(true);
      expect(header).toHaveClass(OPEN_CLASS);
      expect(document.documentElement.style.overflow).toBe("hidden");
      await userEvent.keyboard("{Escape}");
      expect(panel.open).toBe(false);
    } finally {
      act(() => root.unmount());
      header.remove();
    }
  });

  test("arriving at a new page closes it", async () => {
    const view = renderIn(<MobileMenu items={items} label="Mobile" rules={rules} />);
    const panel = defined(
      screen.getByText("Menu", { selector: "summary" }).closest("details"),
      "the menu panel",
    );
    await userEvent.click(screen.getByText("Menu", { selector: "summary" }));
    expect(panel.open).toBe(true);
    await view.navigate("/contact");
    expect(panel.open).toBe(false);
  });
});

describe("the menus' links follow the site's link rules, given as a prop (an island has no provider)", () => {
  const linkItems: NavItem[] = [
    { label: "News", href: "/blog/latest" },
    { label: "About", href: "/pages/about-us" },
    { label: "Finance", href: "https://www.acme.localhost/finance/" },
    { label: "Maker", href: "https://maker.example/dealers" },
    {
      label: "More",
      href: "/more",
      children: [
        { label: "Offers", href: "/special-offers" },
        { label: "Map", href: "https://maps.apple.com/?q=acme" },
      ],
    },
  ];
  const siteRules: SiteLinkRules = {
    siteHost: "www.acme.localhost",
    use_pages_path: true,
    link_rewrites: [{ from: "/blog", to: "/news" }],
  };

  test.each([
    { menu: "NavMenu", element: <NavMenu items={linkItems} label="Main" rules={siteRules} /> },
    { menu: "MobileMenu", element: <MobileMenu items={linkItems} label="Main" rules={siteRules} /> },
  ])(
    "$menu: rewrites, the /pages prefix, same-site absolute links, new tabs; plain <a> only",
    ({ element }) => {
      const { container } = render(element);
      const link = (name: string) => screen.getByRole("link", { name, hidden: true });
      expect(link("News")).toHaveAttribute("href", "/news/latest");
      expect(link("About")).toHaveAttribute("href", "/about-us");
      expect(link("Finance")).toHaveAttribute("href", "/finance");
      expect(link("Finance")).not.toHaveAttribute("target");
      expect(link("Maker")).toHaveAttribute("target", "_blank");
      expect(link("Maker")).toHaveAttribute("rel", "noopener noreferrer");
      expect(link("Offers")).toHaveAttribute("data-astro-prefetch", "false");
      expect(link("News")).toHaveAttribute("data-astro-prefetch", "");
      expect(link("Map")).toHaveAttribute("target", "_blank");
      // Every entry is an anchor of its own: no router component, no click handler of a router.
      expect(container.querySelectorAll("a")).toHaveLength(6);
    },
  );
});
