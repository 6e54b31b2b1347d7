import { z } from "zod";
import type { LeadPayload } from "@/domain/leads/build-lead-payload";

export interface SendLeadResult {
  ok: boolean;
  status: number;
  id?: number;
  token?: string;
  /** The server's error (the form shows it, or the generic text). */
  error?: { code: string; message: string; fields?: Record<string, string> };
}

export interface SendLeadRequest {
  payload: LeadPayload;
  /** POST when null (a new lead), else PUT /api/leads/{leadId}. */
  leadId: number | null;
  token: string | null;
  captcha: string | null;
  /** Uploads (file fields): sent as multipart to /api/leads/with-files. */
  files: Array<{ field: string; file: File }>;
  /** One key per logical send, reused by every retry of it. */
  idempotencyKey: string;
  /**
   * Mock mode: the same calls under /mock/leads, which stores and delivers nothing.
   * Uploads are not sent there (the lead goes as JSON), as nothing would keep them.
   */
  mock?: boolean;
}

const RETRIES = 2;

/** The lead API's answer to a stored lead (201 or 200): its id, and a new lead's token. */
const storedSchema = z.object({ id: z.number(), token: z.string().nullish() });

/** The lead API's error body (server/http/app-error.ts): `{error: {code, message, fields?}}`. */
const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * Sends a lead: JSON to POST /api/leads or PUT /api/leads/{id}, or multipart to
 * /api/leads/with-files when it has files; in mock mode JSON to /mock/leads instead. A network failure is retried with the same
 * Idempotency-Key, so a lead the server did store is answered again, not duplicated.
 */
export async function sendLead(request: SendLeadRequest): Promise<SendLeadResult> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Idempotency-Key": request.idempotencyKey,
  };
  const base = request.mock ? "/mock/leads" : "/api/leads";
  let url = base;
  let method = "POST";
  let body: BodyInit;
  if (request.leadId !== null) {
    url = `${base}/${request.leadId}`;
    method = "PUT";
    if (request.token) headers["X-Lead-Token"] = request.token;
  }
  if (request.leadId === null && request.files.length > 0 && !request.mock) {
    url = "/api/leads/with-files";
    const form = new FormData();
    form.set("lead", JSON.stringify(request.payload.lead));
    if (request.captcha) form.set("altcha", request.captcha);
    for (const { field, file } of request.files) form.append(field, file, file.name);
    body = form;
  } else {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(
      request.captcha && method === "POST"
        ? { ...request.payload, altcha: request.captcha }
        : request.payload,
    );
  }
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    try {
      const response = await fetch(url, { method, headers, body });
      const json: unknown = await response.json().catch(() => null);
      const stored = response.ok ? storedSchema.safeParse(json) : null;
      if (stored?.success) {
        return {
          ok: true,
          status: response.status,
          id: stored.data.id,
          token: stored.data.token ?? undefined,
        };
      }
      // 5xx may be a server restarting: retry; 4xx is an answer.
      if (response.status >= 500 && attempt < RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, 400 * (attempt + 1)));
        continue;
      }
      return { ok: false, status: response.status, error: errorSchema.safeParse(json).data?.error };
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 400 * (attempt + 1)));
    }
  }
  return {
    ok: false,
    status: 0,
    error: {
      code: "network_error",
      message: lastError instanceof Error ? lastError.message : String(lastError),
    },
  };
}
