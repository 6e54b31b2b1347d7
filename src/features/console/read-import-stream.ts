import { type ImportLine, parseImportLine, splitLines } from "@/domain/console/import-progress";

/** The line an import ends on: the report, or the failure (with the report when there is one). */
export type ImportEnd = Exclude<ImportLine, { kind: "progress" }>;

/**
 * The apply's stream, read as it arrives (a line may be split across chunks, a character
 * across bytes): each progress line to `onProgress`, and the last line (the report, or the
 * failure) returned. Null when the stream ended without one, or sent a line that is not of the
 * format; the stream is then cancelled, which rolls an unfinished apply back.
 */
export async function readApplyStream(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: { done: number; total: number }) => void,
): Promise<ImportEnd | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let end: ImportEnd | null = null;
  const take = (lines: string[]) => {
    for (const text of lines) {
      const line = parseImportLine(text);
      if (!line) return false;
      if (line.kind === "progress") onProgress({ done: line.done, total: line.total });
      else end = line;
    }
    return true;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const split = splitLines(pending, decoder.decode(value, { stream: true }));
    pending = split.pending;
    if (!take(split.lines)) {
      await reader.cancel();
      return null;
    }
  }
  if (!take(splitLines(pending, `${decoder.decode()}\n`).lines)) return null;
  return end;
}
