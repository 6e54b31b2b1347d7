import "server-only";
import { and, eq } from "drizzle-orm";
import { formDefinitionById } from "@/domain/leads/forms/form-registry";
import { withStoredAnswers } from "@/domain/leads/no-script-steps";
import { validateLeadSubmission } from "@/domain/leads/validate-lead-submission";
import type { Db } from "@/server/db/client";
import { leads } from "@/server/db/schema/all";
import { AppError, validationError } from "@/server/http/app-error";
import {
  claimIdempotencyKey,
  findIdempotentResponse,
  idempotencyKeyReused,
  requestKey,
  saveIdempotentResponse,
} from "@/server/leads/claim-idempotency-key";
import type { LeadWriteResult } from "@/server/leads/create-lead";
import { notifyDeliveryWorker } from "@/server/leads/delivery-signal";
import { enqueueLeadDeliveries } from "@/server/leads/enqueue-lead-deliveries";
import { assertSiteLocation, leadRouting } from "@/server/leads/lead-routing";
import { isValidLeadToken } from "@/server/leads/lead-token";
import { resolveLeadCar } from "@/server/leads/resolve-lead-car";
import type { Site } from "@/server/sites/site";

export interface UpdateLeadInput {
  site: Site;
  leadId: number;
  body: unknown;
  /** The token POST /api/leads answered with (X-Lead-Token). */
  token: string | null;
  requestHash: string;
  idempotencyKey?: string | null;
  now?: Date;
}

function notFound(): AppError {
  return new AppError("lead_not_found", "There is no such lead on this site.");
}

/**
 * PUT /api/leads/{id} (SPEC 4, 7): a later step, or the final submit, of a lead this site
 * created. Another site's lead is "not found" (never readable or writable through another
 * host); a completed lead cannot be changed. The new values are merged over the stored
 * ones and the outbox rows the site wants are written in the same transaction.
 */
export async function updateLead(db: Db, input: UpdateLeadInput): Promise<LeadWriteResult> {
  const { site, leadId } = input;
  const now = input.now ?? new Date();
  if (!Number.isSafeInteger(leadId) || leadId <= 0) throw notFound();
  const idempotency = input.idempotencyKey
    ? {
        websiteId: site.id,
        key: requestKey(input.idempotencyKey),
        requestHash: input.requestHash,
        onConflict: idempotencyKeyReused,
      }
    : null;

  const [existing] = await db
    .select({ id: leads.id, form_id: leads.form_id, payload: leads.payload })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.website_id, site.id)));
  // A wrong token is answered exactly like a lead that does not exist (issue 9, finding 10):
  // a 403 would tell a prober which ids are real leads.
  if (!existing || !isValidLeadToken(site.id, leadId, input.token)) throw notFound();
  if (idempotency) {
    const earlier = await findIdempotentResponse(db, idempotency);
    if (earlier) return { response: earlier, replayed: true };
  }
  // A step sent on its own (a form without JavaScript, or one resumed from a link) is checked
  // together with the answers the lead already holds.
  const body = withStoredAnswers(input.body, existing.payload, formDefinitionById(existing.form_id));
  const result = validateLeadSubmission(body, site);
  if (!result.ok) throw validationError(result.fields);
  if (result.lead_id !== null && result.lead_id !== leadId) {
    throw validationError({
      lead_id: `The body's lead_id (${result.lead_id}) is not the lead being updated (${leadId}).`,
    });
  }
  assertSiteLocation(site, result.payload.location_id);
  const car = await resolveLeadCar(db, { site, ref: result.car_ref });
  const routing = leadRouting(site, {
    dealership_slug: result.dealership_slug,
    car,
    location_id: result.payload.location_id,
  });

  const written = await db.transaction(async (tx) => {
    if (idempotency) {
      const claim = await claimIdempotencyKey(tx, idempotency);
      if (claim.kind === "replay") return { response: claim.response, replayed: true };
    }
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.website_id, site.id)))
      .for("update");
    if (!lead) throw notFound();
    if (lead.lead_status === "Complete") {
      throw new AppError(
        "lead_already_completed",
        "This enquiry was already sent; start a new one to change it.",
      );
    }
    await tx
      .update(leads)
      .set({
        dealership_id: routing.dealership_id ?? lead.dealership_id,
        form_id: result.form.id,
        category: result.category,
        lead_status: result.complete ? "Complete" : "Incomplete",
        form_completed: result.complete,
        step_number: result.step_number,
        car_id: car?.id ?? lead.car_id,
        payload: {
          ...lead.payload,
          ...result.payload,
          lead_id: leadId,
          location_id: routing.location_id ?? lead.payload.location_id ?? null,
          has_files: lead.payload.has_files === true || result.payload.has_files === true,
        },
        updated_at: now,
      })
      .where(eq(leads.id, leadId));
    await enqueueLeadDeliveries(tx, { site, leadId, channel: "leads", partial: !result.complete, now });
    const response = { status: 200, body: { id: leadId } };
    await saveIdempotentResponse(tx, {
      websiteId: site.id,
      keys: idempotency ? [idempotency.key] : [],
      response,
    });
    return { response, replayed: false };
  });
  if (!written.replayed) notifyDeliveryWorker();
  return written;
}
