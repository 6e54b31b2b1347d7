import { CsvError as ParserError, parse } from "csv-parse/sync";
import { defined } from "@/domain/defined";

/**
 * CSV as RFC 4180 reads it (csv-parse): comma-separated fields, fields in double quotes may
 * hold commas, line breaks and doubled quotes (""), records end with CRLF or LF. A leading
 * UTF-8 BOM (spreadsheet exports) is dropped and blank lines are skipped. Each record carries
 * the line it starts on, so errors can point at it.
 */

export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = "CsvError";
  }
}

/** csv-parse's error codes, in the words a dealer fixing a spreadsheet export needs. */
const MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed",
  INVALID_OPENING_QUOTE: "a quote inside an unquoted field (quote the whole field)",
  CSV_INVALID_CLOSING_QUOTE: "text after a closing quote (fields are separated by commas)",
};

const LINE_BREAKS = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAKS)?.length ?? 0;

export function parseCsv(input: string): CsvRecord[] {
  // The line the last record ended on, so an unclosed quote can name the line it opened on.
  let lastEnd = 0;
  try {
    const records: CsvRecord[] = [];
    parse(input, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // `lines` is where the record ends; a quoted field's own line breaks move its start up.
      on_record: (fields: string[], { lines }) => {
        lastEnd = lines;
        records.push({ line: lines - fields.reduce((sum, field) => sum + lineBreaks(field), 0), fields });
        return fields;
      },
    });
    return records;
  } catch (error) {
    if (!(error instanceof ParserError)) throw error;
    const message = MESSAGES[error.code] ?? error.message;
    const at = "lines" in error && typeof error.lines === "number" ? error.lines : 1;
    const line = error.code === "CSV_QUOTE_NOT_CLOSED" ? lastEnd + 1 : at;
    throw new CsvError(line, message);
  }
}

export type CsvRow =
  | { line: number; values: Record<string, string>; error?: undefined }
  | { line: number; values?: undefined; error: string };

/**
 * The records as objects keyed by the header row (the first record). A record with another
 * number of fields than the header is returned with an error rather than guessed at.
 */
export function csvObjects(input: string): { header: string[]; rows: CsvRow[] } {
  const [head, ...rest] = parseCsv(input);
  if (!head) throw new CsvError(1, "the file is empty (expected a header row)");
  const header = head.fields.map((h) => h.trim());
  const seen = new Set<string>();
  for (const name of header) {
    if (name === "") throw new CsvError(head.line, "the header has an empty column name");
    if (seen.has(name)) throw new CsvError(head.line, `the header names column "${name}" twice`);
    seen.add(name);
  }
  // Spreadsheets export trailing rows of empty cells (",,,"): nothing to read there.
  const filled = rest.filter((record) => record.fields.some((f) => f.trim() !== ""));
  const rows = filled.map((record): CsvRow => {
    if (record.fields.length !== header.length) {
      return {
        line: record.line,
        error: `has ${record.fields.length} fields but the header has ${header.length}`,
      };
    }
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      values[name] = defined(record.fields[index], `field ${index + 1} of a row as long as the header`);
    });
    return { line: record.line, values };
  });
  return { header, rows };
}
