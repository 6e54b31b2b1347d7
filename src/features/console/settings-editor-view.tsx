"use client";
import type { FormEvent, ReactNode, RefObject } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, type FieldControlProps } from "@/components/ui/field";
import {
  type SettingsField,
  settingsFieldError,
  settingsFieldOf,
  valueAt,
} from "@/domain/console/settings-form";
import { ConsoleLink } from "@/features/console/console-link";

// The settings editor's markup, drawn from its props; the loading, the state and the saving
// are settings-editor.tsx's.

export type SettingsNotice = { kind: "saved"; text: string } | { kind: "error"; text: string } | null;

const fieldId = (path: string) => `setting-${path.replace(/\./g, "-")}`;

export interface SettingsEditorViewProps {
  /** The site and the version being edited; null while loading (or when it could not be loaded). */
  loaded: { site: { id: number; name: string }; version: number } | null;
  /** The form's sections and fields (from the schema). */
  fields: SettingsField[];
  /** The document as edited. */
  config: Record<string, unknown>;
  /** The text of each JSON field edited since the last save. */
  json: Record<string, string>;
  /** Each wrong setting's message, by its path. */
  errors: Record<string, string>;
  notice: SettingsNotice;
  saving: boolean;
  /** The notice and its error list, focused when they change. */
  summaryRef: RefObject<HTMLDivElement | null>;
  onSubmit(): void;
  onChange(path: string, value: unknown): void;
  onJson(path: string, text: string): void;
}

/**
 * Every setting of a site, as a form generated from the configuration's schema, with a notice
 * above it linking each wrong setting to its field.
 */
export function SettingsEditorView({
  loaded,
  fields,
  config,
  json,
  errors,
  notice,
  saving,
  summaryRef,
  onSubmit,
  onChange,
  onJson,
}: SettingsEditorViewProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  if (!loaded) {
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
          Site settings
        </h1>
        {notice ? (
          <Alert as="p" tone="plain">
            {notice.text}
          </Alert>
        ) : (
          <p role="status">Loading…</p>
        )}
      </>
    );
  }

  const errorList = Object.entries(errors);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Settings of {loaded.site.name}
      </h1>
      <p className="mt-2 text-muted">
        Version {loaded.version}.{" "}
        <ConsoleLink to={{ view: "versions", site: String(loaded.site.id) }}>Earlier versions</ConsoleLink>
      </p>
      <div ref={summaryRef} tabIndex={-1} className="mt-4 outline-none">
        {notice?.kind === "saved" && (
          <p className="rounded-md border border-green-700 p-3 text-green-900" role="status">
            {notice.text}
          </p>
        )}
        {notice?.kind === "error" && (
          <Alert>
            <p className="font-semibold">{notice.text}</p>
            {errorList.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {errorList.map(([path, message]) => (
                  <li key={path}>
                    <a
                      href={`#${fieldId(settingsFieldOf(fields, path)?.path ?? path)}`}
                      className="underline"
                    >
                      {path}
                    </a>{" "}
                    {message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>
      <form className="mt-6 space-y-6" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <SettingsFieldView
            key={field.path}
            field={field}
            config={config}
            json={json}
            errors={errors}
            level={2}
            onChange={onChange}
            onJson={onJson}
          />
        ))}
        <div className="sticky bottom-0 border-t border-line bg-white py-3">
          <Button type="submit" disabled={saving}>
            Save settings
          </Button>
        </div>
      </form>
    </>
  );
}

function SettingsFieldView({
  field,
  config,
  json,
  errors,
  level,
  onChange,
  onJson,
}: {
  field: SettingsField;
  config: Record<string, unknown>;
  json: Record<string, string>;
  errors: Record<string, string>;
  level: number;
  onChange(path: string, value: unknown): void;
  onJson(path: string, text: string): void;
}) {
  const id = fieldId(field.path);
  if (field.kind === "section") {
    return (
      <fieldset
        id={id}
        className={level === 2 ? "card p-5" : "rounded-md border border-line p-4"}
        aria-describedby={field.help ? `${id}-help` : undefined}
      >
        <legend className={level === 2 ? "px-1 text-xl font-bold" : "px-1 font-bold"}>{field.label}</legend>
        {field.help && (
          <p id={`${id}-help`} className="text-sm text-muted">
            {field.help}
          </p>
        )}
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {field.fields.map((child) => (
            <SettingsFieldView
              key={child.path}
              field={child}
              config={config}
              json={json}
              errors={errors}
              level={level + 1}
              onChange={onChange}
              onJson={onJson}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  const value = valueAt(config, field.path);
  const error = settingsFieldError(field, errors);
  const common = { name: field.path } as const;
  const input = "mt-1 w-full rounded-md border border-line px-3 py-2";
  let control: (wiring: FieldControlProps) => ReactNode;
  switch (field.kind) {
    case "boolean":
      control = (wiring) => (
        <input
          {...common}
          {...wiring}
          type="checkbox"
          className="size-5 shrink-0"
          checked={value === true}
          onChange={(e) => onChange(field.path, e.target.checked)}
        />
      );
      break;
    case "select":
      control = (wiring) => (
        <select
          {...common}
          {...wiring}
          className={input}
          value={typeof value === "string" ? value : ""}
          onChange={(e) =>
            onChange(field.path, e.target.value === "" && field.nullable ? null : e.target.value)
          }
        >
          {field.nullable && <option value="">(none)</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case "number":
      control = (wiring) => (
        <input
          {...common}
          {...wiring}
          type="number"
          inputMode={field.integer ? "numeric" : "decimal"}
          step={field.integer ? 1 : "any"}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          className={input}
          value={typeof value === "number" ? value : ""}
          onChange={(e) =>
            onChange(
              field.path,
              e.target.value === "" ? (field.nullable ? null : e.target.value) : Number(e.target.value),
            )
          }
        />
      );
      break;
    case "json":
      control = (wiring) => (
        <textarea
          {...common}
          {...wiring}
          rows={3}
          spellCheck={false}
          className={`${input} font-mono text-sm`}
          value={json[field.path] ?? JSON.stringify(value ?? null, null, 1)}
          onChange={(e) => onJson(field.path, e.target.value)}
        />
      );
      break;
    default:
      control = (wiring) => (
        <span className="flex items-center gap-2">
          {field.kind === "colour" && (
            <span
              aria-hidden="true"
              className="mt-1 inline-block size-9 shrink-0 rounded border border-line"
              style={{ background: typeof value === "string" ? value : "transparent" }}
            />
          )}
          <input
            {...common}
            {...wiring}
            type="text"
            className={input}
            value={typeof value === "string" ? value : ""}
            onChange={(e) =>
              onChange(field.path, e.target.value === "" && field.nullable ? null : e.target.value)
            }
          />
        </span>
      );
  }
  const frame = (
    <Field
      id={id}
      kind={field.kind === "boolean" ? "check" : "control"}
      markOptional={false}
      label={
        <>
          {field.label}
          {field.kind === "json" && <span className="font-normal text-muted"> (JSON)</span>}
        </>
      }
      hint={field.help}
      error={error ? `${field.label} ${error}` : undefined}
    >
      {control}
    </Field>
  );
  return field.kind === "json" ? <div className="md:col-span-2">{frame}</div> : frame;
}
