/**
 * An RFC 4180 CSV reader: comma-separated fields, fields in double quotes may hold commas,
 * line breaks and doubled quotes (""), records end with CRLF or LF. A leading UTF-8 BOM
 * (spreadsheet exports) is dropped, and blank lines are skipped. Each record carries the
 * line it starts on, so errors can point at it.
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

export function parseCsv(input: string): CsvRecord[] {
  const textValue = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Whether the current record has any content (a lone line break is a blank line).
  let started = false;

  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    started = false;
  };

  while (i < textValue.length) {
    const c = textValue[i]!;
    if (c === '"') {
      if (field !== "") throw new CsvError(line, "a quote inside an unquoted field (quote the whole field)");
      started = true;
      const openedOn = line;
      i++;
      for (;;) {
        if (i >= textValue.length) throw new CsvError(openedOn, "a quoted field is never closed");
        const q = textValue[i]!;
        if (q === '"') {
          if (textValue[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === "\n") line++;
        field += q;
        i++;
      }
      const next = textValue[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvError(line, "text after a closing quote (fields are separated by commas)");
      }
      continue;
    }
    if (c === ",") {
      started = true;
      endField();
      i++;
      continue;
    }
    if (c === "\r" || c === "\n") {
      endRecord();
      i += c === "\r" && textValue[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    started = true;
    field += c;
    i++;
  }
  if (started || field !== "") endRecord();
  return records;
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
      values[name] = record.fields[index]!;
    });
    return { line: record.line, values };
  });
  return { header, rows };
}
