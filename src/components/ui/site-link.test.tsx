// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { SiteLink, SiteLinkProvider, type SiteLinkRules } from "@/components/ui/site-link";
import "../../../tests/support/dom";

/** A site's link rules as its shell hands them to an island: plain data, no provider. */
const rules: SiteLinkRules = {
  siteHost: "www.acme.localhost:3000",
  use_pages_path: true,
  link_rewrites: [{ from: "/blog", to: "/news" }],
  manufacturer_base_domain: { from: "maker.example", to: "maker.example.au" },
  prefetch_my_garage: false,
};

/** The anchor SiteLink draws for `href` under `given` rules (none: no prop, no provider). */
const link = (href: string, given: SiteLinkRules | null = rules) => {
  const { container } = render(
    <SiteLink href={href} rules={given ?? undefined}>
      go
    </SiteLink>,
  );
  return within(container).getByRole("link", { name: "go" });
};

describe("SiteLink with the link rules as a prop (SPEC 2 link handling)", () => {
  test.each([
    { href: "/blog/first-post", to: "/news/first-post", why: "the site's rewrite" },
    { href: "/pages/privacy-policy", to: "/privacy-policy", why: "the /pages prefix of a stripped slug" },
    { href: "/pages/finance-offers", to: "/pages/finance-offers", why: "a pages path the site keeps" },
    {
      href: "https://acme.localhost:3000/our-locations/",
      to: "/our-locations",
      why: "same site, www or not",
    },
    { href: "#enquire", to: "#enquire", why: "a hash stays on the page" },
  ])("$href → $to ($why), same tab", ({ href, to }) => {
    const a = link(href);
    expect(a).toHaveAttribute("href", to);
    expect(a).not.toHaveAttribute("target");
    expect(a).not.toHaveAttribute("rel");
  });

  test("external links open a new tab with no referrer; the manufacturer's base domain is substituted", () => {
    const a = link("https://dealers.maker.example/acme");
    expect(a).toHaveAttribute("href", "https://dealers.maker.example.au/acme");
    expect(a).toHaveAttribute("target", "_blank");
    expect(a).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("tel: is a plain anchor; maps open in a new tab", () => {
    expect(link("tel:0299999999")).not.toHaveAttribute("target");
    expect(link("https://maps.app.goo.gl/abc")).toHaveAttribute("target", "_blank");
  });

  test("the no-prefetch list travels as data-astro-prefetch, per the site's settings", () => {
    expect(link("/search")).toHaveAttribute("data-astro-prefetch", "");
    expect(link("/book-test-drive")).toHaveAttribute("data-astro-prefetch", "false");
    expect(link("/my-garage")).toHaveAttribute("data-astro-prefetch", "false");
    expect(link("/my-garage", { ...rules, prefetch_my_garage: true })).toHaveAttribute(
      "data-astro-prefetch",
      "",
    );
  });

  test("the prop wins over a provider; without either, nothing is rewritten", () => {
    render(
      <SiteLinkProvider value={{ siteHost: "other.localhost", use_pages_path: false, link_rewrites: [] }}>
        <SiteLink href="/blog/a" rules={rules}>
          prop
        </SiteLink>
        <SiteLink href="/blog/a">provided</SiteLink>
      </SiteLinkProvider>,
    );
    expect(screen.getByRole("link", { name: "prop" })).toHaveAttribute("href", "/news/a");
    expect(screen.getByRole("link", { name: "provided" })).toHaveAttribute("href", "/blog/a");
    expect(link("/pages/x", null)).toHaveAttribute("href", "/x");
  });

  test("an island's server render is a plain anchor with its rules applied, other props passed on", () => {
    const html = renderToString(
      <SiteLink href="/blog" rules={rules} className="nav" data-event="nav" aria-label="News">
        News
      </SiteLink>,
    );
    expect(html).toBe(
      '<a href="/news" data-astro-prefetch="" class="nav" data-event="nav" aria-label="News">News</a>',
    );
  });

  test("a configured javascript: link never runs script", () => {
    expect(link("javascript:alert(1)")).toHaveAttribute("href", "#");
  });
});
