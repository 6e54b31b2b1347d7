import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/env";
import { singleton } from "@/server/singleton";

// One structured logger for the server (log item): JSON lines on stdout, shoppers'
// personal fields redacted wherever they appear, and errors reduced to what an operator
// needs. A database error's message carries the failed query's parameters (drizzle prints
// `params: Ann,ann@example.com,…`), so an error is logged with its message cut before them,
// its stack frames without the message, and never its `params`.

/**
 * Fields that hold what a shopper typed, or a lead's update token (only the
 * shopper's browser holds it); redacted at any depth up to three.
 */
const PERSONAL_FIELDS = [
  "lead_token",
  "__lead_token",
  "token",
  "name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "message",
  "lead",
  "payload",
  "body",
] as const;

const REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/** A logged error. Its text is `detail`, not `message`: `message` is a redacted lead field. */
export interface LoggedError {
  type: string;
  detail: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/** Cuts a message before anything that echoes a query's values. */
function cleanMessage(message: string): string {
  const cut = message.search(/\n?params:|\nDETAIL:|\(\s*\$1/);
  const text = cut === -1 ? message : message.slice(0, cut);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, detail: "(a thrown non-error)" };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    detail: cleanMessage(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack
      ? {
          stack: error.stack
            .split("\n")
            .filter((line) => /^\s+at /.test(line))
            .join("\n"),
        }
      : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** A logger writing to `destination` (stdout by default); tests pass a stream to read it back. */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      base: { app: "forecourt" },
      level: env().LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

/** The process's logger. */
export function logger(): Logger {
  return singleton("logger", () => createLogger());
}
