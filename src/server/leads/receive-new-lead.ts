import "server-only";
import type { LeadChannel } from "@/domain/config/site-config";
import { parseLeadFormData } from "@/domain/leads/parse-lead-form-data";
import { channelDestinations } from "@/domain/leads/plan-lead-deliveries";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, isHoneypotFilled } from "@/domain/leads/spam-guard";
import { AppError, validationError } from "@/server/http/app-error";
import { assertSafeInput } from "@/server/http/read-body";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import type { SiteRouteContext } from "@/server/http/route-handler";
import { decoyLeadResponse } from "@/server/leads/decoy-lead-response";
import { enforceLeadRateLimit } from "@/server/leads/enforce-lead-rate-limit";
import { removeLeadFiles, type StoredLeadFile, storeLeadFiles } from "@/server/leads/lead-files";
import { readIdempotencyKey } from "@/server/leads/read-idempotency-key";
import { requestHash } from "@/server/leads/request-hash";
import { verifyCaptcha } from "@/server/leads/verify-captcha";
import { writeLead } from "@/server/leads/write-lead";

function honeypotOf(body: unknown): unknown {
  if (body === null || typeof body !== "object") return undefined;
  const lead = (body as { lead?: unknown }).lead;
  return lead !== null && typeof lead === "object"
    ? (lead as Record<string, unknown>)[HONEYPOT_FIELD]
    : undefined;
}

export type LeadBodyFormat = "json" | "form";

/**
 * The intake shared by POST /api/leads (JSON), /api/leads/with-files and
 * /api/carClarityCustomer (form data): rate limit, body, honeypot, captcha, then writeLead.
 * Uploaded files are checked and stored first and removed again if the lead is not written
 * (or was written before: an idempotent retry).
 */
export async function receiveNewLead(
  ctx: SiteRouteContext<{ host: string }>,
  { format, channel }: { format: LeadBodyFormat; channel: LeadChannel },
): Promise<Response> {
  const { request, site, db } = ctx;
  if (channelDestinations(site.config.lead_destinations, site.email, channel).length === 0) {
    throw new AppError("destination_not_configured", `This site does not take ${channel} enquiries.`);
  }
  await enforceLeadRateLimit({ site, ip: ctx.ip });
  let body: unknown;
  let captchaPayload: unknown;
  const uploads: Array<{ field: string; file: File }> = [];
  let fileDigest: Array<[string, string, number]> = [];
  if (format === "json") {
    requireJsonFromSameSite(request, ctx.params.host);
    body = await ctx.json();
    if (body !== null && typeof body === "object")
      captchaPayload = (body as Record<string, unknown>)[CAPTCHA_FIELD];
  } else {
    const form = await ctx.formData();
    const entries: Array<[string, string]> = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") entries.push([name, value]);
      else if (value.size > 0 || value.name !== "") uploads.push({ field: name, file: value });
    }
    const parsed = parseLeadFormData(entries);
    if (!parsed.ok) throw validationError(parsed.fields);
    body = parsed.body;
    // A `lead` field holding JSON is checked like a JSON body (NUL, lone surrogates, depth).
    assertSafeInput(body, "lead");
    captchaPayload = form.get(CAPTCHA_FIELD);
    fileDigest = uploads.map(({ field, file }) => [field, file.name, file.size]);
  }
  if (isHoneypotFilled(honeypotOf(body))) {
    // Answered like a success, so a bot cannot tell it was caught; nothing is stored.
    const decoy = await decoyLeadResponse(db);
    return Response.json(decoy.body, { status: decoy.status });
  }
  const hash = requestHash(request.method, new URL(request.url).pathname, { body, files: fileDigest });
  const captcha = await verifyCaptcha({ site, payload: captchaPayload });

  let stored: StoredLeadFile[] = [];
  if (uploads.length > 0) stored = await storeLeadFiles({ websiteId: site.id }, uploads);
  try {
    const { response, replayed } = await writeLead(db, {
      site,
      body,
      requestHash: hash,
      idempotencyKey: readIdempotencyKey(request),
      captcha,
      channel,
      files: stored,
    });
    if (replayed) await removeLeadFiles(stored);
    return Response.json(response.body, {
      status: response.status,
      headers: replayed ? { "Idempotent-Replayed": "true" } : {},
    });
  } catch (error) {
    await removeLeadFiles(stored);
    throw error;
  }
}
