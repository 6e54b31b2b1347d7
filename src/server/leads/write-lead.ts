import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { LeadChannel } from "@/domain/config/site-config";
import { bookingAnswers, localDateTime } from "@/domain/leads/booking-answers";
import { formDefinitionById } from "@/domain/leads/forms/form-registry";
import { withStoredAnswers } from "@/domain/leads/no-script-steps";
import { localeFor } from "@/domain/site/locale";
import type { Db, Tx } from "@/server/db/client";
import { lead_files, leads } from "@/server/db/schema/all";
import { AppError, validationError } from "@/server/http/app-error";
import { type CheckedLeadSubmission, checkLeadSubmission } from "@/server/leads/check-lead-submission";
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
import { leadRouting } from "@/server/leads/lead-routing";
import { isValidLeadToken, leadUpdateToken } from "@/server/leads/lead-token";
import { type LeadCar, resolveLeadCar } from "@/server/leads/resolve-lead-car";
import type { VerifiedCaptcha } from "@/server/leads/verify-captcha";
import { appMetrics } from "@/server/ops/metrics";
import type { Site } from "@/server/sites/site";

export interface LeadSubmission {
  site: Site;
  body: unknown;
  /**
   * The lead this submission continues (PUT /api/leads/{id}, a later step of a form or of the
   * purchase journey) with the token its creation answered; absent for a new lead.
   */
  lead?: { id: number; token: string | null } | null;
  /** sha256 of method, path and body (requestHash): what an Idempotency-Key is bound to. */
  requestHash: string;
  idempotencyKey?: string | null;
  /** A verified captcha solution, spent in this transaction (null when the site has none). */
  captcha?: VerifiedCaptcha | null;
  /** A new lead's channel (default "leads"); a later step stays on the leads channel. */
  channel?: LeadChannel;
  /** Uploaded files already stored (lead-files.ts), recorded with a new lead. */
  files?: readonly StoredLeadFile[];
  now?: Date;
}

export interface LeadWriteResult {
  response: StoredResponse;
  /** True when an earlier answer was returned and nothing was written. */
  replayed: boolean;
  /** The lead written (or answered before) and the token that continues it. */
  lead: { id: number; token: string };
}

/**
 * A hire booking gets its days and total from the car's daily rate, a subscription its plan
 * checked against the site's plans (booking-answers.ts); a refusal names the field.
 */
function withBookingAnswers(
  site: Site,
  checked: CheckedLeadSubmission,
  car: LeadCar | null,
  now: Date,
): CheckedLeadSubmission {
  const timeZone =
    site.locations.find((l) => l.primary)?.time_zone ?? site.locations[0]?.time_zone ?? "Australia/Sydney";
  const result = bookingAnswers({
    formId: checked.form.id,
    values: checked.payload,
    carPriceCents: car?.price ?? null,
    plans: site.config.commerce.subscription_plans,
    locale: localeFor(site.market).locale,
    nowLocal: localDateTime(now, timeZone),
  });
  if (!result.ok) throw validationError(result.fields);
  return Object.keys(result.answers).length === 0
    ? checked
    : { ...checked, payload: { ...checked.payload, ...result.answers } };
}

/** The id in a stored answer ({id, token} for a new lead, {id} for a later step). */
const answeredLead = z.object({ id: z.number().int().positive() });

function notFound(): AppError {
  return new AppError("lead_not_found", "There is no such lead on this site.");
}

/**
 * The one write path of a lead, for every intake (POST and PUT
 * /api/leads, the no-JavaScript form post, the purchase journey): an Idempotency-Key seen
 * before gets its first answer; the lead is checked against its form (a later step together
 * with the answers the lead already holds) and routed to its dealership and location; then
 * the lead (inserted, or merged over the stored one), its files, its outbox rows and its
 * once-only keys (Idempotency-Key, captcha) are written in ONE transaction before answering.
 *
 * A continued lead must be this site's and carry its own token: a wrong token is answered
 * exactly like a lead that does not exist, since a 403 would tell a
 * prober which ids are real leads. A completed lead cannot be changed (409).
 */
export async function writeLead(db: Db, input: LeadSubmission): Promise<LeadWriteResult> {
  const { site } = input;
  const now = input.now ?? new Date();
  const idempotency = input.idempotencyKey
    ? {
        websiteId: site.id,
        key: requestKey(input.idempotencyKey),
        requestHash: input.requestHash,
        onConflict: idempotencyKeyReused,
      }
    : null;
  const existing = input.lead ? await findOwnLead(db, site, input.lead) : null;
  if (idempotency) {
    const earlier = await findIdempotentResponse(db, idempotency);
    if (earlier) return { response: earlier, replayed: true, lead: answered(site, earlier) };
  }
  // A step sent on its own (a form without JavaScript, or one resumed from a link) is checked
  // together with the answers the lead already holds.
  const body = existing
    ? withStoredAnswers(input.body, existing.payload, formDefinitionById(existing.form_id))
    : input.body;
  const submitted = checkLeadSubmission(site, body, {
    leadId: existing?.id ?? null,
    updatePath: "/api/leads",
  });
  const car = await resolveLeadCar(db, { site, ref: submitted.car_ref });
  const checked = withBookingAnswers(site, submitted, car, now);
  const routing = leadRouting(site, {
    dealership_slug: checked.dealership_slug,
    car,
    location_id: checked.payload.location_id,
  });
  const channel = existing ? "leads" : (input.channel ?? "leads");
  const files = input.files ?? [];

  const written = await db.transaction(async (tx): Promise<LeadWriteResult> => {
    const keys: string[] = [];
    const claims = [
      ...(idempotency ? [idempotency] : []),
      ...(input.captcha
        ? [
            {
              websiteId: site.id,
              key: captchaKey(input.captcha.challenge),
              requestHash: input.requestHash,
              onConflict: () =>
                new AppError("captcha_failed", "This spam check was already used. Please try again."),
            },
          ]
        : []),
    ];
    for (const once of claims) {
      const claim = await claimIdempotencyKey(tx, once);
      if (claim.kind === "replay")
        return { response: claim.response, replayed: true, lead: answered(site, claim.response) };
      keys.push(once.key);
    }
    const row = { checked, car, routing, files, now };
    const leadId = existing
      ? await updateLeadRow(tx, site, existing.id, row)
      : await insertLeadRow(tx, site, row);
    if (files.length > 0) {
      await tx.insert(lead_files).values(files.map((f) => ({ lead_id: leadId, ...withoutField(f) })));
    }
    await enqueueLeadDeliveries(tx, {
      site,
      leadId,
      channel,
      partial: !checked.complete,
      now,
      isNew: !existing,
    });
    const token = leadUpdateToken(site.id, leadId);
    const response = existing
      ? { status: 200, body: { id: leadId } }
      : { status: 201, body: { id: leadId, token } };
    await saveIdempotentResponse(tx, { websiteId: site.id, keys, response });
    return { response, replayed: false, lead: { id: leadId, token } };
  });
  if (!written.replayed) {
    notifyDeliveryWorker();
    if (!existing) appMetrics().leadsReceived.inc({ channel });
  }
  return written;
}

/** This site's lead with that id, when the token is its own; else "not found". */
async function findOwnLead(db: Db, site: Site, lead: { id: number; token: string | null }) {
  if (!Number.isSafeInteger(lead.id) || lead.id <= 0) throw notFound();
  const [existing] = await db
    .select({ id: leads.id, form_id: leads.form_id, payload: leads.payload })
    .from(leads)
    .where(and(eq(leads.id, lead.id), eq(leads.website_id, site.id)));
  if (!existing || !isValidLeadToken(site.id, lead.id, lead.token)) throw notFound();
  return existing;
}

function answered(site: Site, response: StoredResponse): { id: number; token: string } {
  const { id } = answeredLead.parse(response.body);
  return { id, token: leadUpdateToken(site.id, id) };
}

interface LeadRow {
  checked: CheckedLeadSubmission;
  car: LeadCar | null;
  routing: ReturnType<typeof leadRouting>;
  files: readonly StoredLeadFile[];
  now: Date;
}

function progress(checked: CheckedLeadSubmission) {
  return {
    form_id: checked.form.id,
    category: checked.category,
    lead_status: checked.complete ? ("Complete" as const) : ("Incomplete" as const),
    form_completed: checked.complete,
    step_number: checked.step_number,
  };
}

async function insertLeadRow(tx: Tx, site: Site, { checked, car, routing, files, now }: LeadRow) {
  const [lead] = await tx
    .insert(leads)
    .values({
      website_id: site.id,
      dealership_id: routing.dealership_id,
      ...progress(checked),
      car_id: car?.id ?? null,
      payload: {
        ...checked.payload,
        location_id: routing.location_id,
        has_files: files.length > 0 || checked.payload.has_files === true,
      },
      created_at: now,
      updated_at: now,
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error("The lead insert returned no row.");
  return lead.id;
}

/** Merges a later step over the stored lead, locked for this transaction. */
async function updateLeadRow(
  tx: Tx,
  site: Site,
  leadId: number,
  { checked, car, routing, files, now }: LeadRow,
) {
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
      ...progress(checked),
      car_id: car?.id ?? lead.car_id,
      payload: {
        ...lead.payload,
        ...checked.payload,
        lead_id: leadId,
        location_id: routing.location_id ?? lead.payload.location_id ?? null,
        has_files: lead.payload.has_files === true || files.length > 0 || checked.payload.has_files === true,
      },
      updated_at: now,
    })
    .where(eq(leads.id, leadId));
  return leadId;
}

function withoutField({ field: _field, ...file }: StoredLeadFile) {
  return file;
}
