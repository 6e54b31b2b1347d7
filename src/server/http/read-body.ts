import "server-only";
import { AppError } from "./app-error";

/**
 * The raw body, refusing (413) anything over `limit` bytes: first by Content-Length, then
 * while reading, so a client that lies about the length or streams forever is cut off
 * without the server buffering more than the limit.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
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
      throw tooLarge(limit);
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

function tooLarge(limit: number): AppError {
  return new AppError("payload_too_large", `The request body is larger than ${formatBytes(limit)}.`);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A JSON body; anything unparseable is 400 invalid_json. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") throw new AppError("invalid_json", "The request body is empty; send JSON.");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
}

/** A multipart or url-encoded body; anything else is 415, a broken body 400. */
export async function readFormBody(request: Request, limit: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new AppError(
      "unsupported_media_type",
      "Send the form as multipart/form-data or application/x-www-form-urlencoded.",
    );
  }
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("invalid_json", "The form data could not be read.");
  }
}
