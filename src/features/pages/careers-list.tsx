import type { ReactNode } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import { localeFor } from "@/domain/site/locale";
import type { Career } from "@/server/pages/list-careers";
import type { Site } from "@/server/sites/site";

/**
 * /careers and /current-positions: the openings from careers.json (the same data the
 * dashboard API serves), then how to apply. `applyForm` is where the careers enquiry form
 * goes when the page has one; without it the page offers the site's email. `rules`, the site's
 * link rules (an Astro page has no SiteLinkProvider above it).
 */
export function CareersList({
  site,
  careers,
  applyForm,
  rules,
}: {
  site: Pick<Site, "name" | "email" | "market">;
  careers: Career[];
  applyForm?: ReactNode;
  rules?: SiteLinkRules;
}) {
  const date = new Intl.DateTimeFormat(localeFor(site.market).locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return (
    <div className="container-site pb-12">
      <section aria-labelledby="openings-heading">
        <h2 id="openings-heading" className="text-2xl font-extrabold tracking-tight">
          Current openings
        </h2>
        {careers.length === 0 ? (
          <p className="mt-4 text-muted" data-careers-empty>
            There are no openings right now. We still like hearing from good people: send us your details.
          </p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2" data-careers>
            {careers.map((career) => (
              <li key={career.id} className="card p-5">
                <h3 className="text-lg font-bold">{career.title}</h3>
                <p className="mt-1 text-sm text-muted">
                  {career.location} · {career.employment_type} · Posted{" "}
                  <time dateTime={career.posted_at}>{date.format(new Date(career.posted_at))}</time>
                </p>
                <p className="mt-3 text-sm leading-relaxed">{career.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="apply-heading" className="mt-12" id="apply">
        <h2 id="apply-heading" className="text-2xl font-extrabold tracking-tight">
          How to apply
        </h2>
        {applyForm ? (
          <div className="mt-6 max-w-2xl">{applyForm}</div>
        ) : (
          <p className="mt-4 max-w-2xl">
            Send your résumé and the role you are interested in
            {site.email ? (
              <>
                {" "}
                to{" "}
                <SiteLink
                  rules={rules}
                  href={`mailto:${site.email}`}
                  className="font-semibold text-brand-link hover:underline"
                >
                  {site.email}
                </SiteLink>
              </>
            ) : null}
            , or{" "}
            <SiteLink rules={rules} href="/contact" className="font-semibold text-brand-link hover:underline">
              send us an enquiry
            </SiteLink>
            .
          </p>
        )}
      </section>
    </div>
  );
}
