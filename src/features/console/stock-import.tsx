"use client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { parseImportLine } from "@/domain/console/import-progress";
import { MAX_IMPORT_BYTES } from "@/domain/console/stock-table";
import { consoleApi } from "@/features/console/console-api";
import { type ImportEnd, readApplyStream } from "@/features/console/read-import-stream";
import {
  type ImportMessage,
  type ImportProgress,
  type Report,
  StockImportView,
} from "@/features/console/stock-import-view";

/**
 * A stock CSV (the feed's columns, as `npm run import` takes): previewed first, row by row
 * (added, updated, unchanged, or refused with the reason), then applied all or nothing, the
 * apply's progress read from its stream of lines as the server writes the rows. The state and
 * the API calls are here, the markup stock-import-view.tsx's.
 */
export function StockImport() {
  const id = useId();
  const [dealerships, setDealerships] = useState<Array<{ id: number; name: string }>>([]);
  const [dealership, setDealership] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [message, setMessage] = useState<ImportMessage | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  useEffect(() => {
    void consoleApi<{ dealerships: Array<{ id: number; name: string }> }>("dealerships").then((answer) => {
      const list = answer.ok ? answer.data.dealerships : [];
      setDealerships(list);
      if (list[0]) setDealership(String(list[0].id));
      else if (!answer.ok) setMessage({ kind: "error", text: "The dealerships could not be loaded. Reload the page." });
    });
  }, []);

  async function send(mode: "preview" | "apply") {
    // The list arrives after the screen: a file previewed before it has, has no dealership yet.
    if (!dealership) {
      setMessage({ kind: "error", text: "Choose a dealership first." });
      return;
    }
    if (!file) {
      setMessage({ kind: "error", text: "Choose a CSV file first." });
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      setMessage({
        kind: "error",
        text: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files.`,
      });
      return;
    }
    setBusy(mode);
    setMessage(null);
    setProgress(null);
    try {
      const response = await fetch(
        `/console/api/stock/import?dealership=${encodeURIComponent(dealership)}&mode=${mode}`,
        { method: "POST", headers: { "content-type": "text/csv" }, body: file, credentials: "same-origin" },
      );
      const streamed =
        response.ok && response.headers.get("content-type")?.startsWith("application/x-ndjson");
      const end: ImportEnd | null =
        streamed && response.body
          ? await readApplyStream(response.body, setProgress)
          : answerAsLine(
              response.ok,
              (await response.json().catch(() => null)) as Record<string, unknown> | null,
            );
      if (end?.result?.rows) setReport(end.result as unknown as Report);
      else if (end?.kind !== "result") setReport(null);
      if (end?.kind === "result") {
        const done = end.result as unknown as Report;
        setMessage(
          mode === "apply"
            ? {
                kind: "done",
                text: `Imported: ${done.created} added, ${done.updated} updated, ${done.unchanged} unchanged. The websites show it now.`,
              }
            : null,
        );
      } else if (end?.kind === "error") {
        const fields = Object.entries(end.error.fields ?? {})
          .map(([f, m]) => `The ${f} ${m}.`)
          .join(" ");
        setMessage({ kind: "error", text: fields || end.error.message });
      } else {
        setMessage({
          kind: "error",
          text: streamed
            ? "The console stopped answering before the import finished. An import is saved whole or not at all: the stock list shows which."
            : `The console answered ${response.status}.`,
        });
      }
    } catch {
      setMessage({ kind: "error", text: "The console could not be reached. Try again." });
    }
    setProgress(null);
    setBusy(null);
  }

  function preview(event: FormEvent) {
    event.preventDefault();
    void send("preview");
  }

  return (
    <StockImportView
      id={id}
      dealerships={dealerships}
      dealership={dealership}
      onDealership={(value) => {
        setDealership(value);
        setReport(null);
      }}
      onFile={(chosen) => {
        setFile(chosen);
        setReport(null);
        setMessage(null);
      }}
      report={report}
      busy={busy}
      progress={progress}
      message={message}
      onPreview={preview}
      onApply={() => void send("apply")}
    />
  );
}

/** A plain JSON answer (a preview, or a refusal before any row was read) as the stream's last line. */
function answerAsLine(ok: boolean, body: Record<string, unknown> | null): ImportEnd | null {
  if (!body) return null;
  const line = parseImportLine(
    JSON.stringify(ok ? { result: body } : { error: body.error, result: body.rows ? body : undefined }),
  );
  if (!line || line.kind === "progress" || (line.kind === "result") !== ok) return null;
  return line;
}
