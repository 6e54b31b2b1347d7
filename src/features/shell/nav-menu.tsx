"use client";

import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import type { NavItem } from "@/domain/config/site-config";
import { type PackedMenu, unpackMenu } from "@/domain/site/packed-menu";
import { useCurrentPath } from "@/features/shell/use-current-path";

const OPEN_CLASS = "header--dropdown-open";

/** The down arrow of a dropdown's button, turned up while it is open (by the group's class). */
function Chevron({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
      <path
        fill="currentColor"
        d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
      />
    </svg>
  );
}

/**
 * The menu's entries, one list item each: a plain link, or for an item with children the
 * dropdown that `dropdown` draws (a whole list item, keyed by the item's label).
 */
function NavEntries({
  items,
  rules,
  linkClassName,
  dropdown,
}: {
  items: NavItem[];
  rules: SiteLinkRules;
  linkClassName: string;
  dropdown: (item: NavItem, children: NavItem[], index: number) => ReactNode;
}) {
  return items.map((item, index) =>
    item.children && item.children.length > 0 ? (
      dropdown(item, item.children, index)
    ) : (
      <li key={item.label}>
        <SiteLink href={item.href} rules={rules} className={linkClassName}>
          {item.label}
        </SiteLink>
      </li>
    ),
  );
}

/** A dropdown's list of links. */
function SubmenuLinks({
  items,
  rules,
  className,
  linkClassName,
  onNavigate,
}: {
  items: NavItem[];
  rules: SiteLinkRules;
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {items.map((child) => (
        <li key={child.href + child.label}>
          <SiteLink href={child.href} rules={rules} className={linkClassName} onClick={onNavigate}>
            {child.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** What both menus take: an island gets everything as props (it is its own React root). */
export interface MenuProps {
  items: NavItem[];
  label: string;
  /** The site's link rules (site-link-rules.ts). */
  rules: SiteLinkRules;
  /** The page's path where the server knows it (see useCurrentPath). */
  path?: string | null;
}

/**
 * Header navigation. Dropdowns are <details> so they open without JavaScript and by keyboard
 * natively; this island adds desktop hover, one-open-at-a-time, Escape, click-outside, and
 * toggles a class on the header while a dropdown is open ("Layout").
 */
export function NavMenu({ items, label, rules, path = null }: MenuProps) {
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // A click on a dropdown that the pointer just opened by hovering keeps it open rather than
  // toggling it shut; only a dropdown opened by click (or keyboard) closes on click.
  const openedByHover = useRef(false);
  const pathname = useCurrentPath(path);

  useEffect(() => {
    navRef.current?.closest("header")?.classList.toggle(OPEN_CLASS, open !== null);
  }, [open]);

  // The menu's links load a new page; a same-document navigation (back, forward, a page's own
  // client-side link while Next still renders the page) closes whatever was open too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(null), [pathname]);

  const close = useCallback((focusSummary: boolean) => {
    setOpen((current) => {
      if (current !== null && focusSummary) {
        navRef.current?.querySelector<HTMLElement>(`[data-nav-index="${current}"] > summary`)?.focus();
      }
      return null;
    });
  }, []);

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  return (
    <nav ref={navRef} aria-label={label} className="hidden lg:block">
      <ul className="-mx-2.5 flex h-12 items-center gap-1">
        <NavEntries
          items={items}
          rules={rules}
          linkClassName="block whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-link"
          dropdown={(item, children, index) => (
            <li
              key={item.label}
              className="relative"
              onPointerEnter={(e) => {
                if (e.pointerType !== "mouse") return;
                openedByHover.current = true;
                setOpen(index);
              }}
              onPointerLeave={(e) => {
                if (e.pointerType !== "mouse") return;
                openedByHover.current = false;
                setOpen((c) => (c === index ? null : c));
              }}
            >
              <details
                data-nav-index={index}
                open={open === index}
                onToggle={(e) => {
                  const isOpen = (e.currentTarget as HTMLDetailsElement).open;
                  setOpen((c) => (isOpen ? index : c === index ? null : c));
                }}
                className="group"
              >
                {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native disclosure button. */}
                <summary
                  className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold text-ink hover:bg-surface hover:text-brand-link [&::-webkit-details-marker]:hidden"
                  onClick={(e) => {
                    e.preventDefault();
                    const keepOpen = openedByHover.current;
                    openedByHover.current = false;
                    setOpen((c) => (c === index && !keepOpen ? null : index));
                  }}
                >
                  {item.label}
                  <Chevron className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <SubmenuLinks
                  items={children}
                  rules={rules}
                  className="absolute left-0 top-full z-40 mt-1 min-w-60 rounded-lg border border-line bg-white p-2 shadow-xl"
                  linkClassName="block rounded-md px-3 py-2 text-sm text-ink hover:bg-surface hover:text-brand-link"
                  onNavigate={() => setOpen(null)}
                />
              </details>
            </li>
          )}
        />
      </ul>
    </nav>
  );
}

/** The phone-width menu: one collapsible panel with collapsible sections, also <details>-based. */
export function MobileMenu({ items, label, rules, path = null }: MenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = useCurrentPath(path);

  useEffect(() => {
    ref.current?.closest("header")?.classList.toggle(OPEN_CLASS, open);
  }, [open]);

  // A menu opened before this island hydrated (an Astro page: the <details> opens without
  // JavaScript) stays open, now with its Escape, outside tap and scroll lock.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  // A same-document navigation closes it; hydrating is not one (nor is learning the path in
  // the browser where the server did not know it, as under Next's shared layout).
  const shownAt = useRef(pathname);
  useEffect(() => {
    const navigated = shownAt.current !== null && shownAt.current !== pathname;
    shownAt.current = pathname;
    if (navigated && ref.current) ref.current.open = false;
  }, [pathname]);

  // While open, the page behind does not scroll, Escape closes the menu (focus back on its
  // button) and so does a tap outside it.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const close = (refocus: boolean) => {
      if (ref.current) ref.current.open = false;
      if (refocus) ref.current?.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <details
      ref={ref}
      className="group/menu lg:hidden"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
        Menu
      </summary>
      <nav
        aria-label={label}
        // The header's text is the brand's ink (white on a dark brand): the white panel sets
        // its own, or its headings are white on white.
        className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-t border-line bg-white text-ink shadow-xl"
      >
        <ul className="container-site divide-y divide-line py-2">
          <NavEntries
            items={items}
            rules={rules}
            linkClassName="block py-3 text-base font-semibold hover:text-brand-link"
            dropdown={(item, children) => (
              <li key={item.label}>
                <details className="group/section">
                  <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-base font-semibold [&::-webkit-details-marker]:hidden">
                    {item.label}
                    <Chevron className="size-5 transition-transform group-open/section:rotate-180" />
                  </summary>
                  <SubmenuLinks
                    items={children}
                    rules={rules}
                    className="pb-3 pl-3"
                    linkClassName="block py-2 text-muted hover:text-brand-link"
                  />
                </details>
              </li>
            )}
          />
        </ul>
      </nav>
    </details>
  );
}

/**
 * The menus as Astro's header islands take them: the items packed (domain/site/packed-menu.ts),
 * so each island's props in the page's markup are half the size (src/astro/layouts/SiteLayout.astro).
 */
type PackedMenuProps = Omit<MenuProps, "items"> & { menu: PackedMenu };

export function PackedNavMenu({ menu, ...props }: PackedMenuProps) {
  const items = useMemo(() => unpackMenu(menu), [menu]);
  return <NavMenu items={items} {...props} />;
}

export function PackedMobileMenu({ menu, ...props }: PackedMenuProps) {
  const items = useMemo(() => unpackMenu(menu), [menu]);
  return <MobileMenu items={items} {...props} />;
}
