"use client";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { consoleApi } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";

interface SiteRow {
  id: number;
  slug: string;
  name: string;
  domain_name: string | null;
  template: string;
  published: boolean;
}

/** The sites the member may edit. */
export function SitesList() {
  const [sites, setSites] = useState<SiteRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void consoleApi<{ sites: SiteRow[] }>("sites").then((answer) => {
      if (answer.ok) setSites(answer.data.sites);
      else setError(answer.error.message);
    });
  }, []);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Sites
      </h1>
      {error && (
        <Alert as="p" tone="plain">
          {error}
        </Alert>
      )}
      {sites === null && !error && <p role="status">Loading…</p>}
      {sites && (
        <table className="mt-6 w-full text-left">
          <caption className="sr-only">Sites you can edit</caption>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Address</th>
              <th scope="col">Template</th>
              <th scope="col">Status</th>
              <th scope="col">Settings</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.id} className="border-t border-line">
                <td className="py-2">{site.name}</td>
                <td>{site.domain_name ?? `${site.slug}.(platform)`}</td>
                <td>{site.template}</td>
                <td>{site.published ? "Published" : "Not published"}</td>
                <td className="space-x-4">
                  <ConsoleLink to={{ view: "settings", site: String(site.id) }}>
                    Edit settings<span className="sr-only"> of {site.name}</span>
                  </ConsoleLink>
                  <ConsoleLink to={{ view: "versions", site: String(site.id) }}>
                    Versions<span className="sr-only"> of {site.name}</span>
                  </ConsoleLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
