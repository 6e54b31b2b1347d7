import "server-only";
import {
  findUnsafeInput,
  jsonDepthExceeds,
  MAX_JSON_DEPTH,
  unsafeStringReason,
} from "@/domain/input/input-safety";
import { MAX_FORM_FIELDS } from "@/domain/leads/parse-lead-form-data";
import { AppError, validationError } from "@/server/http/app-error";

/**
 * The raw body, refusing (413) anything over `limit` bytes: first by Content-Length, then
 * while reading, so a client that lies about the length or streams forever is cut off
 * without the server buffering more than the limit.
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
  tooLargeMessage?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit, tooLargeMessage);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body: nothing to answer, nothing to log as a server error.
      throw new AppError("invalid_json", "The request body could not be read.");
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit, tooLargeMessage);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function tooLarge(limit: number, message?: string): AppError {
  return new AppError(
    "payload_too_large",
    message ?? `The request body is larger than ${formatBytes(limit)}.`,
  );
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * A JSON body; anything unparseable is 400 invalid_json, a body nested more than
 * MAX_JSON_DEPTH deep is refused before it is parsed (400), and a string holding NUL or an
 * unpaired surrogate is 422 naming the field. `wrapper` is the body's
 * outer key ("lead"), left out of the field name as zod errors do.
 */
export async function readJsonBody(request: Request, limit: number, wrapper?: string): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") throw new AppError("invalid_json", "The request body is empty; send JSON.");
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new AppError("invalid_json", `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  assertSafeInput(body, wrapper);
  return body;
}

/** 422 naming the first field that holds NUL, a lone surrogate, or nests too deep. */
export function assertSafeInput(body: unknown, wrapper?: string): void {
  const unsafe = findUnsafeInput(body, { wrapper });
  if (unsafe) throw validationError({ [unsafe.field]: unsafe.message });
}

/** Whether a request says its body is JSON (application/json or a +json type). */
export function isJsonContentType(request: Pick<Request, "headers">): boolean {
  const type = request.headers.get("content-type") ?? "";
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());
}

/** A multipart or url-encoded body; anything else is 415, a broken body 400. */
export async function readFormBody(
  request: Request,
  limit: number,
  tooLargeMessage?: string,
): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new AppError(
      "unsupported_media_type",
      "Send the form as multipart/form-data or application/x-www-form-urlencoded.",
    );
  }
  const bytes = await readBodyBytes(request, limit, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("invalid_json", "The form data could not be read.");
  }
  // The same rule as for JSON: a bounded number of fields, and no NUL or lone surrogate in a
  // field's name or text value (an uploaded file's bytes are checked by type, not here).
  let count = 0;
  for (const [name, value] of form.entries()) {
    count += 1;
    if (count > MAX_FORM_FIELDS) {
      throw new AppError("payload_too_large", `A form may carry at most ${MAX_FORM_FIELDS} fields.`);
    }
    const nameProblem = unsafeStringReason(name);
    if (nameProblem)
      throw validationError({ [name.replace(/[^\x20-\x7e]/g, "?")]: `the name ${nameProblem}` });
    if (typeof value === "string") {
      const problem = unsafeStringReason(value);
      if (problem) throw validationError({ [name]: problem });
    }
  }
  return form;
}
