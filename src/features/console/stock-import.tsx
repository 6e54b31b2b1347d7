"use client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { type ImportReportRow, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "@/domain/console/stock-table";
import { consoleApi } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";

interface Report {
  mode: "preview" | "apply";
  applied: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  rows: ImportReportRow[];
}

const OUTCOME_LABELS: Record<ImportReportRow["outcome"], string> = {
  created: "Will be added",
  updated: "Will be updated",
  unchanged: "No change",
  refused: "Refused",
};

/**
 * A stock CSV (the feed's columns, as `npm run import` takes): previewed first, row by row
 * (added, updated, unchanged, or refused with the reason), then applied all or nothing.
 */
export function StockImport() {
  const id = useId();
  const [dealerships, setDealerships] = useState<Array<{ id: number; name: string }>>([]);
  const [dealership, setDealership] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null);

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
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Import stock
      </h1>
      <p className="mt-2 max-w-2xl">
        A CSV file with a header row of the inventory feed's field names (stocknum, make, model, year,
        car_type, price, …), at most {MAX_IMPORT_BYTES / 1024 / 1024} MB and{" "}
        {MAX_IMPORT_ROWS.toLocaleString("en")} rows. The preview changes nothing; applying imports every row
        or, if any row is refused, none.
      </p>
      <p className="mt-2">
        <ConsoleLink to={{ view: "stock" }}>Back to stock</ConsoleLink>
      </p>
      <form className="mt-4 grid max-w-2xl gap-4" onSubmit={preview} noValidate>
        <div>
          <label htmlFor={`${id}-dealership`} className="block font-semibold">
            Dealership
          </label>
          <select
            id={`${id}-dealership`}
            className="mt-1 w-full rounded-md border border-line px-3 py-2"
            value={dealership}
            onChange={(e) => {
              setDealership(e.target.value);
              setReport(null);
            }}
          >
            {dealerships.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="block font-semibold">
            CSV file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setMessage(null);
            }}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-outline" disabled={busy !== null}>
            Preview the import
          </button>
          {report && report.mode === "preview" && (
            <button
              type="button"
              className="btn-brand"
              disabled={busy !== null || report.refused > 0}
              onClick={() => void send("apply")}
            >
              Apply the import
            </button>
          )}
        </div>
      </form>
      <Alert role="status" tone="plain" className="mt-4">
        {busy === "preview" && <p>Checking every row…</p>}
        {busy === "apply" && (
          <p className="flex items-center gap-3">
            Importing…
            <progress aria-label="Import progress" />
          </p>
        )}
        {message?.kind === "done" && <p className="font-semibold">{message.text}</p>}
        {report && !busy && report.mode === "preview" && (
          <p>
            Preview: {report.created} to add, {report.updated} to update, {report.unchanged} unchanged,{" "}
            {report.refused} refused.
            {report.refused > 0 &&
              " Fix the refused rows and preview again: nothing is imported while any row is refused."}
          </p>
        )}
      </Alert>
      {message?.kind === "error" && (
        <Alert as="p" tone="plain" className="mt-2">
          {message.text}
        </Alert>
      )}
      {report && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">What the import does with each row of the file</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Row
                </th>
                <th scope="col" className="py-2 pr-3">
                  Stock number
                </th>
                <th scope="col" className="py-2 pr-3">
                  Outcome
                </th>
                <th scope="col" className="py-2">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.where} className="border-t border-line">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {row.where}
                  </th>
                  <td className="py-2 pr-3">{row.stocknum}</td>
                  <td
                    className={`py-2 pr-3 ${row.outcome === "refused" ? "font-semibold text-red-800" : ""}`}
                  >
                    {report.applied && row.outcome !== "refused" && row.outcome !== "unchanged"
                      ? row.outcome === "created"
                        ? "Added"
                        : "Updated"
                      : OUTCOME_LABELS[row.outcome]}
                  </td>
                  <td className="py-2">{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
