"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { settingsDocument, settingsForm, withValueAt } from "@/domain/console/settings-form";
import { consoleApi } from "@/features/console/console-api";
import { SettingsEditorView, type SettingsNotice } from "@/features/console/settings-editor-view";

interface Loaded {
  site: { id: number; name: string; slug: string; domain_name: string | null };
  version: number;
  config: Record<string, unknown>;
  schema: unknown;
}

/**
 * Every setting of a site, as a form generated from the configuration's schema
 * (domain/console/settings-form.ts). Saving sends the whole document with the version it was
 * opened at: the server checks it all and answers each wrong field with the schema's message,
 * or 409 when someone else saved in between. The state is here, the markup
 * settings-editor-view.tsx's.
 */
export function SettingsEditor({ siteId }: { siteId: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [config, setConfig] = useState<Record<string, unknown>>({});
  const [json, setJson] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<SettingsNotice>(null);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void consoleApi<Loaded>(`sites/${encodeURIComponent(siteId)}/settings`).then((answer) => {
      if (!answer.ok) return setNotice({ kind: "error", text: answer.error.message });
      setLoaded(answer.data);
      setConfig(answer.data.config);
      setJson({});
    });
  }, [siteId]);

  const fields = useMemo(() => (loaded ? settingsForm(loaded.schema) : []), [loaded]);

  useEffect(() => {
    if (notice || Object.keys(errors).length > 0) summary.current?.focus();
  }, [notice, errors]);

  async function save() {
    if (!loaded) return;
    const parsed = settingsDocument(config, json);
    setNotice(null);
    if (!parsed.ok) return setErrors(parsed.errors);
    const { document } = parsed;
    setSaving(true);
    const answer = await consoleApi<{ saved: { version: number } }>(`sites/${loaded.site.id}/settings`, {
      method: "PUT",
      body: { version: loaded.version, config: document },
    });
    setSaving(false);
    if (answer.ok) {
      setErrors({});
      setLoaded({ ...loaded, version: answer.data.saved.version, config: document });
      setConfig(document);
      setJson({});
      setNotice({
        kind: "saved",
        text: `Saved as version ${answer.data.saved.version}. The site shows it now.`,
      });
    } else {
      setErrors(answer.error.fields);
      setNotice({ kind: "error", text: answer.error.message });
    }
  }

  return (
    <SettingsEditorView
      loaded={loaded}
      fields={fields}
      config={config}
      json={json}
      errors={errors}
      notice={notice}
      saving={saving}
      summaryRef={summary}
      onSubmit={save}
      onChange={(path, value) => setConfig((c) => withValueAt(c, path, value))}
      onJson={(path, text) => setJson((j) => ({ ...j, [path]: text }))}
    />
  );
}
