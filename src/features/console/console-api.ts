/**
 * The console screens' one way to call the console API (same origin, JSON, cookie sent by
 * the browser). A failure comes back as the API's `{error: {code, message, fields}}`.
 */
interface ApiError {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export async function consoleApi<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/console/api/${path}`, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? {} : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return {
      ok: false,
      error: {
        status: 0,
        code: "network",
        message: "The console could not be reached. Try again.",
        fields: {},
      },
    };
  }
  const body = (await response.json().catch(() => null)) as
    | (T & { error?: { code: string; message: string; fields?: Record<string, string> } })
    | null;
  if (response.ok && body) return { ok: true, data: body };
  return {
    ok: false,
    error: {
      status: response.status,
      code: body?.error?.code ?? "error",
      message: body?.error?.message ?? `The console answered ${response.status}.`,
      fields: body?.error?.fields ?? {},
    },
  };
}

/** A date and time as the console shows it (UTC, to the minute). */
export function when(iso: string | null): string {
  return iso ? `${iso.replace("T", " ").slice(0, 16)} UTC` : "";
}
