import type { ReactNode } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import type { PageContent, PageSection } from "@/domain/site/page-content";
import { PrintButton } from "@/features/pages/print-button";

/**
 * An information page: the dealer's content (or the template default) and, for pages that
 * list something (locations, careers, offers), that list after the content. `print` is the
 * print button's place (Astro passes its island as a named slot; Next renders PrintButton in
 * its one tree); `rules` are the site's link rules for the sections' links (else
 * SiteLinkProvider's, under Next).
 */
export function InformationPageView({
  page,
  children,
  print = <PrintButton />,
  rules,
}: {
  page: PageContent;
  children?: ReactNode;
  print?: ReactNode;
  rules?: SiteLinkRules | undefined;
}) {
  return (
    <article>
      <header className="border-b border-line bg-surface">
        <div className="container-site py-10 sm:py-14">
          <h1 className="max-w-3xl text-3xl font-black tracking-tight sm:text-4xl">{page.title}</h1>
          {page.description && <p className="mt-3 max-w-2xl text-lg text-muted">{page.description}</p>}
          <p className="mt-5">{print}</p>
        </div>
      </header>
      {page.sections.length > 0 && (
        <div className="container-site max-w-3xl py-10 lg:mx-0" data-page-sections>
          <PageSections sections={page.sections} rules={rules} />
        </div>
      )}
      {children}
    </article>
  );
}

/** Sections of text as written: headings, paragraphs, a list and links, never markup. */
export function PageSections({
  sections,
  rules,
}: {
  sections: PageSection[];
  rules?: SiteLinkRules | undefined;
}) {
  return (
    <>
      {sections.map((section, i) => (
        <section key={i} className="mt-8 first:mt-0">
          {section.heading && <h2 className="text-xl font-bold tracking-tight">{section.heading}</h2>}
          {section.body.map((paragraph, j) => (
            <p key={j} className="mt-3 leading-relaxed text-ink/90">
              {paragraph}
            </p>
          ))}
          {section.list && section.list.length > 0 && (
            <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed marker:text-brand-link">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.links && section.links.length > 0 && (
            <p className="mt-5 flex flex-wrap gap-3">
              {section.links.map((link, k) => (
                <SiteLink
                  key={link.href + link.label}
                  href={link.href}
                  rules={rules}
                  className={k === 0 ? "btn-brand" : "btn-outline"}
                >
                  {link.label}
                </SiteLink>
              ))}
            </p>
          )}
        </section>
      ))}
    </>
  );
}
