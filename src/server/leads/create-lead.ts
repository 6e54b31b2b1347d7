import "server-only";
import type { LeadChannel } from "@/domain/config/site-config";
import { validateLeadSubmission } from "@/domain/leads/validate-lead-submission";
import type { Db } from "@/server/db/client";
import { lead_files, leads } from "@/server/db/schema/all";
import { AppError, validationError } from "@/server/http/app-error";
import {
  captchaKey,
  claimIdempotencyKey,
  findIdempotentResponse,
  idempotencyKeyReused,
  requestKey,
  type StoredResponse,
  saveIdempotentResponse,
} from "@/server/leads/claim-idempotency-key";
import { notifyDeliveryWorker } from "@/server/leads/delivery-signal";
import { enqueueLeadDeliveries } from "@/server/leads/enqueue-lead-deliveries";
import type { StoredLeadFile } from "@/server/leads/lead-files";
import { assertSiteLocation, leadRouting } from "@/server/leads/lead-routing";
import { leadUpdateToken } from "@/server/leads/lead-token";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import type { VerifiedCaptcha } from "@/server/leads/verify-captcha";
import { appMetrics } from "@/server/ops/metrics";
import type { Site } from "@/server/sites/site";

export interface CreateLeadInput {
  site: Site;
  body: unknown;
  /** sha256 of method, path and body (requestHash): what an Idempotency-Key is bound to. */
  requestHash: string;
  idempotencyKey?: string | null;
  /** A verified captcha solution, spent in this transaction (null when the site has none). */
  captcha?: VerifiedCaptcha | null;
  channel?: LeadChannel;
  files?: readonly StoredLeadFile[];
  now?: Date;
}

export interface LeadWriteResult {
  response: StoredResponse;
  /** True when an earlier answer was returned and nothing was written. */
  replayed: boolean;
}

/**
 * POST /api/leads: validates the lead against its form, then writes the lead, its outbox
 * rows, its files and its once-only keys (Idempotency-Key, captcha) in ONE transaction
 * before answering (DESIGN 5). A retry with the same key and body gets the first answer.
 */
export async function createLead(db: Db, input: CreateLeadInput): Promise<LeadWriteResult> {
  const { site } = input;
  const now = input.now ?? new Date();
  const channel = input.channel ?? "leads";
  const idempotency = input.idempotencyKey
    ? {
        websiteId: site.id,
        key: requestKey(input.idempotencyKey),
        requestHash: input.requestHash,
        onConflict: idempotencyKeyReused,
      }
    : null;
  if (idempotency) {
    const earlier = await findIdempotentResponse(db, idempotency);
    if (earlier) return { response: earlier, replayed: true };
  }

  const result = validateLeadSubmission(input.body, site);
  if (!result.ok) throw validationError(result.fields);
  if (result.lead_id !== null) {
    throw validationError({
      lead_id: "A new lead has no lead_id; send updates with PUT /api/leads/{lead_id}.",
    });
  }
  assertSiteLocation(site, result.payload.location_id);
  const car = await resolveLeadCar(db, { site, ref: result.car_ref });
  const routing = leadRouting(site, {
    dealership_slug: result.dealership_slug,
    car,
    location_id: result.payload.location_id,
  });
  const files = input.files ?? [];

  const written = await db.transaction(async (tx) => {
    if (idempotency) {
      const claim = await claimIdempotencyKey(tx, idempotency);
      if (claim.kind === "replay") return { response: claim.response, replayed: true };
    }
    const keys = idempotency ? [idempotency.key] : [];
    if (input.captcha) {
      const captcha = {
        websiteId: site.id,
        key: captchaKey(input.captcha.challenge),
        requestHash: input.requestHash,
        onConflict: () =>
          new AppError("captcha_failed", "This spam check was already used. Please try again."),
      };
      const claim = await claimIdempotencyKey(tx, captcha);
      if (claim.kind === "replay") return { response: claim.response, replayed: true };
      keys.push(captcha.key);
    }
    const [lead] = await tx
      .insert(leads)
      .values({
        website_id: site.id,
        dealership_id: routing.dealership_id,
        form_id: result.form.id,
        category: result.category,
        lead_status: result.complete ? "Complete" : "Incomplete",
        form_completed: result.complete,
        step_number: result.step_number,
        car_id: car?.id ?? null,
        payload: {
          ...result.payload,
          location_id: routing.location_id,
          has_files: files.length > 0 || result.payload.has_files === true,
        },
        created_at: now,
        updated_at: now,
      })
      .returning({ id: leads.id });
    const leadId = lead!.id;
    if (files.length > 0) {
      await tx.insert(lead_files).values(files.map((f) => ({ lead_id: leadId, ...withoutField(f) })));
    }
    await enqueueLeadDeliveries(tx, { site, leadId, channel, partial: !result.complete, now, isNew: true });
    const response = { status: 201, body: { id: leadId, token: leadUpdateToken(site.id, leadId) } };
    await saveIdempotentResponse(tx, { websiteId: site.id, keys, response });
    return { response, replayed: false };
  });
  if (!written.replayed) {
    notifyDeliveryWorker();
    appMetrics().leadsReceived.inc({ channel });
  }
  return written;
}

function withoutField({ field: _field, ...file }: StoredLeadFile) {
  return file;
}
