/**
 * One line saying why the database could not be opened (a bad
 * DATABASE_URL printed a raw stack). The URL is shown without its password; the error's
 * own message is cut to its first line.
 */
export function describeDatabaseError(error: unknown, databaseUrl: string | undefined): string {
  const where = databaseUrl ? `PostgreSQL at ${redactUrl(databaseUrl)}` : "the embedded PGlite database";
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = (message.split("\n", 1)[0] ?? "").trim().slice(0, 300);
  const reason = typeof code === "string" && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
  return `Forecourt cannot open ${where}: ${reason || "unknown error"}. Check DATABASE_URL.`;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(DATABASE_URL is not a valid URL)";
  }
}
