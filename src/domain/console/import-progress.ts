// The stock import's apply answers as a stream of JSON lines (NDJSON), so the console can draw
// a determinate bar while the one transaction runs:
//
//   {"done":0,"total":250}          progress: rows written into the transaction so far
//   {"done":3,"total":250}          … at most one line a percent, so at most 101 of them
//   {"result":{…the report…}}       last line: committed
//   {"error":{…},"result":{…}}      last line: rolled back, nothing imported (result when known)
//
// A stream that ends without a last line is an apply whose outcome the client did not hear.

/** Progress lines are sent at whole-percent steps: at most this many after the first. */
const PROGRESS_STEPS = 100;

/** The percent step a count is on (0 to 100); an empty total is complete. */
function stepOf(done: number, total: number): number {
  return total <= 0 ? PROGRESS_STEPS : Math.floor((done * PROGRESS_STEPS) / total);
}

/**
 * Whether the apply sends a progress line after `done` of `total` rows, when the last line it
 * sent said `lastSent` (null: none yet). The first line (0 of N) and the last (N of N) always
 * go; between them one line a percent, so a 10,000-row file writes 101 lines, not 10,001.
 */
export function shouldSendProgress(lastSent: number | null, done: number, total: number): boolean {
  if (lastSent === null) return true;
  if (done <= lastSent) return false;
  if (done >= total) return true;
  return stepOf(done, total) > stepOf(lastSent, total);
}

interface ImportFailure {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** One line of the apply's stream, as the console reads it. */
export type ImportLine =
  | { kind: "progress"; done: number; total: number }
  | { kind: "result"; result: Record<string, unknown> }
  | { kind: "error"; error: ImportFailure; result: Record<string, unknown> | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** One line of the stream, or null when it is not one this format has (the client says so). */
export function parseImportLine(line: string): ImportLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (isRecord(value.error)) {
    const { code, message, fields } = value.error;
    if (typeof code !== "string" || typeof message !== "string") return null;
    const error: ImportFailure = { code, message };
    if (isRecord(fields) && Object.values(fields).every((m) => typeof m === "string"))
      error.fields = fields as Record<string, string>;
    return { kind: "error", error, result: isRecord(value.result) ? value.result : null };
  }
  if (isRecord(value.result)) return { kind: "result", result: value.result };
  if (isCount(value.done) && isCount(value.total) && value.done <= value.total)
    return { kind: "progress", done: value.done, total: value.total };
  return null;
}

/**
 * The complete lines in what has arrived so far (`pending`, the unfinished tail of the last
 * chunk, then `chunk`), and the new unfinished tail. Blank lines are skipped; a line may end
 * in \r\n.
 */
export function splitLines(pending: string, chunk: string): { lines: string[]; pending: string } {
  const parts = (pending + chunk).split("\n");
  const rest = parts.pop() ?? "";
  const lines = parts.map((p) => p.replace(/\r$/, "")).filter((p) => p.trim() !== "");
  return { lines, pending: rest };
}

/** What the console says beside the bar: "Applying 1,200 of 5,000 rows". */
export function applyingText(done: number, total: number): string {
  const count = `${done.toLocaleString("en")} of ${total.toLocaleString("en")} row${total === 1 ? "" : "s"}`;
  // Every row is in the transaction but nothing is stored until it commits.
  return done >= total ? `Applying ${count}; saving them all together…` : `Applying ${count}`;
}
