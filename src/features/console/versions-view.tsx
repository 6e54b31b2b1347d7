"use client";
import { useCallback, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { consoleApi, when } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";

interface Version {
  version: number;
  created_at: string;
  staff_email: string | null;
  restored_from: number | null;
  diff: Array<{ path: string; before: unknown; after: unknown }>;
}

const show = (value: unknown) => (value === null ? "(none)" : JSON.stringify(value));

/** A site's settings versions, newest first: who, when, what changed; view one; roll back to it. */
export function VersionsView({ siteId }: { siteId: string }) {
  const [versions, setVersions] = useState<{ versions: Version[]; latest: number } | null>(null);
  const [viewing, setViewing] = useState<{ version: number; config: unknown } | null>(null);
  const [message, setMessage] = useState<{ alert: boolean; text: string } | null>(null);
  const base = `sites/${encodeURIComponent(siteId)}`;
  const load = useCallback(async () => {
    const answer = await consoleApi<{ versions: Version[]; latest: number }>(`${base}/versions`);
    if (answer.ok) setVersions(answer.data);
    else setMessage({ alert: true, text: answer.error.message });
  }, [base]);
  useEffect(() => {
    void load();
  }, [load]);

  async function view(version: number) {
    const answer = await consoleApi<{ version: number; config: unknown }>(`${base}/versions/${version}`);
    if (answer.ok) setViewing(answer.data);
    else setMessage({ alert: true, text: answer.error.message });
  }
  async function rollBack(version: number) {
    if (!versions) return;
    const answer = await consoleApi<{ saved: { version: number } }>(`${base}/versions/${version}/rollback`, {
      method: "POST",
      body: { version: versions.latest },
    });
    if (answer.ok) {
      setMessage({
        alert: false,
        text: `Version ${version} restored as version ${answer.data.saved.version}.`,
      });
      await load();
    } else setMessage({ alert: true, text: answer.error.message });
  }

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Settings versions
      </h1>
      <p className="mt-2">
        <ConsoleLink to={{ view: "settings", site: siteId }}>Edit the current settings</ConsoleLink>
      </p>
      <div role="status" className="mt-3">
        {message && !message.alert && message.text}
      </div>
      {message?.alert && (
        <Alert as="p" tone="plain" className="mt-3">
          {message.text}
        </Alert>
      )}
      {versions && versions.versions.length === 0 && (
        <p className="mt-4">No saved versions yet: the settings are as first set up.</p>
      )}
      {versions && versions.versions.length > 0 && (
        <ol className="mt-6 space-y-4">
          {versions.versions.map((v) => (
            <li key={v.version} className="card p-4">
              <h2 className="font-bold">
                Version {v.version}
                {v.version === versions.latest && " (current)"}
              </h2>
              <p className="text-sm text-muted">
                {v.version === 0
                  ? "The settings before the first console save"
                  : `Saved by ${v.staff_email ?? "someone no longer on staff"}`}
                , {when(v.created_at)}
                {v.restored_from !== null && `, restoring version ${v.restored_from}`}
              </p>
              {v.diff.length > 0 && (
                <ul className="mt-2 list-disc pl-5 text-sm">
                  {v.diff.slice(0, 20).map((change) => (
                    <li key={change.path}>
                      <code>{change.path}</code>: {show(change.before)} → {show(change.after)}
                    </li>
                  ))}
                  {v.diff.length > 20 && <li>and {v.diff.length - 20} more</li>}
                </ul>
              )}
              <div className="mt-3 flex gap-3">
                <Button variant="secondary" onClick={() => view(v.version)}>
                  View version {v.version}
                </Button>
                {v.version !== versions.latest && (
                  <Button variant="secondary" onClick={() => rollBack(v.version)}>
                    Roll back to version {v.version}
                  </Button>
                )}
              </div>
              {viewing?.version === v.version && (
                <pre className="mt-3 whitespace-pre-wrap break-all rounded bg-gray-50 p-3 text-xs">
                  {JSON.stringify(viewing.config, null, 2)}
                </pre>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
