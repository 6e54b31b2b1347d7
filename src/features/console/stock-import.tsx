"use client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { MAX_IMPORT_BYTES } from "@/domain/console/stock-table";
import { consoleApi } from "@/features/console/console-api";
import { type ImportMessage, type Report, StockImportView } from "@/features/console/stock-import-view";

/**
 * A stock CSV (the feed's columns, as `npm run import` takes): previewed first, row by row
 * (added, updated, unchanged, or refused with the reason), then applied all or nothing. The state and the API calls are here, the markup
 * stock-import-view.tsx's.
 */
export function StockImport() {
  const id = useId();
  const [dealerships, setDealerships] = useState<Array<{ id: number; name: string }>>([]);
  const [dealership, setDealership] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [message, setMessage] = useState<ImportMessage | null>(null);

  useEffect(() => {
    void consoleApi<{ dealerships: Array<{ id: number; name: string }> }>("dealerships").then((answer) => {
      const list = answer.ok ? answer.data.dealerships : [];
      setDealerships(list);
      if (list[0]) setDealership(String(list[0].id));
    });
  }, []);

  async function send(mode: "preview" | "apply") {
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
    try {
      const response = await fetch(
        `/console/api/stock/import?dealership=${encodeURIComponent(dealership)}&mode=${mode}`,
        { method: "POST", headers: { "content-type": "text/csv" }, body: file, credentials: "same-origin" },
      );
      const body = (await response.json().catch(() => null)) as
        | (Partial<Report> & { error?: { message: string; fields?: Record<string, string> } })
        | null;
      if (body?.rows) setReport(body as Report);
      if (response.ok && body) {
        setMessage(
          mode === "apply"
            ? {
                kind: "done",
                text: `Imported: ${body.created} added, ${body.updated} updated, ${body.unchanged} unchanged. The websites show it now.`,
              }
            : null,
        );
      } else {
        const fields = Object.entries(body?.error?.fields ?? {})
          .map(([f, m]) => `The ${f} ${m}.`)
          .join(" ");
        setMessage({
          kind: "error",
          text: fields || body?.error?.message || `The console answered ${response.status}.`,
        });
        if (!body?.rows) setReport(null);
      }
    } catch {
      setMessage({ kind: "error", text: "The console could not be reached. Try again." });
    }
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
      message={message}
      onPreview={preview}
      onApply={() => void send("apply")}
    />
  );
}
