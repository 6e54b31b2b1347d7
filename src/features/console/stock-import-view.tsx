import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { applyingText } from "@/domain/console/import-progress";
import { type ImportReportRow, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "@/domain/console/stock-table";
import { ConsoleLink } from "@/features/console/console-link";
import { DealershipField } from "@/features/console/dealership-field";

// The stock import screen's markup, from props alone: the dealership and file, the preview and
// apply buttons, what is happening, and the report row by row. The state and the upload are
// stock-import.tsx's.

export interface Report {
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

/** How far the apply has got: rows written into its transaction, of the rows to write. */
export interface ImportProgress {
  done: number;
  total: number;
}

/** What the last apply did, or why a preview or apply failed. */
export interface ImportMessage {
  kind: "error" | "done";
  text: string;
}

export interface StockImportViewProps {
  /** The screen's own id: its fields' ids start with it. */
  id: string;
  dealerships: ReadonlyArray<{ id: number; name: string }>;
  dealership: string;
  onDealership: (dealership: string) => void;
  onFile: (file: File | null) => void;
  report: Report | null;
  busy: "preview" | "apply" | null;
  /** The apply's last progress line; null before the first (the file is still being sent). */
  progress: ImportProgress | null;
  message: ImportMessage | null;
  onPreview: (event: FormEvent) => void;
  onApply: () => void;
}

export function StockImportView({
  id,
  dealerships,
  dealership,
  onDealership,
  onFile,
  report,
  busy,
  progress,
  message,
  onPreview,
  onApply,
}: StockImportViewProps) {
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
      <form className="mt-4 grid max-w-2xl gap-4" onSubmit={onPreview} noValidate>
        <DealershipField
          id={`${id}-dealership`}
          dealerships={dealerships}
          value={dealership}
          onChange={onDealership}
        />
        <Field id={`${id}-file`} label="CSV file" required>
          {(control) => (
            <input
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block"
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
              {...control}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" disabled={busy !== null} busy={busy === "preview"}>
            Preview the import
          </Button>
          {report && report.mode === "preview" && (
            <Button disabled={busy !== null || report.refused > 0} busy={busy === "apply"} onClick={onApply}>
              Apply the import
            </Button>
          )}
        </div>
      </form>
      <Alert role="status" tone="plain" className="mt-4">
        {busy === "preview" && <p>Checking every row…</p>}
        {busy === "apply" && <p>Importing: every row is saved, or none.</p>}
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
      {busy === "apply" && (
        // Outside the status region: it is read when visited, not announced at every step.
        <p className="mt-2 flex flex-wrap items-center gap-3">
          {progress && progress.total > 0 ? (
            <progress
              aria-label="Import progress"
              aria-describedby={`${id}-progress-text`}
              value={progress.done}
              max={progress.total}
            />
          ) : (
            <progress aria-label="Import progress" aria-describedby={`${id}-progress-text`} />
          )}
          <span id={`${id}-progress-text`}>
            {progress && progress.total > 0
              ? applyingText(progress.done, progress.total)
              : "Sending the file…"}
          </span>
        </p>
      )}
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
