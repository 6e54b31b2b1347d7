import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { type ZodType, z } from "zod";
import { deliveryOutcome, MAX_DELIVERY_ATTEMPTS } from "@/domain/leads/delivery-backoff";
import { deliveryDestinationSchema } from "@/domain/leads/delivery-destination";
import { storedLeadPayloadSchema } from "@/domain/leads/stored-lead-payload";
import type { Db } from "@/server/db/client";
import {
  cars,
  delivery_attempts,
  lead_deliveries,
  lead_files,
  leads,
  websites,
} from "@/server/db/schema/all";
import type { DeliveryTransport } from "@/server/leads/delivery-transport";
import { sendLeadDelivery } from "@/server/leads/send-lead-delivery";
import { appMetrics } from "@/server/ops/metrics";

/** Longer than any send may take (webhooks time out after 10 s); short enough to retry soon. */
const DEFAULT_LEASE_MS = 60_000;

export interface DeliverDueLeadsOptions {
  transport: DeliveryTransport;
  now?: Date;
  batchSize?: number;
  maxAttempts?: number;
  /** First retry delay (doubling after). */
  baseDelayMs?: number;
  /**
   * How long a claimed row is reserved for this worker. A worker that dies mid-send leaves
   * the row to be retried once the lease runs out (at-least-once; receivers de-duplicate on
   * the stable delivery id).
   */
  leaseMs?: number;
  random?: () => number;
}

export interface DeliveryBatchResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * A stored JSON column read through its schema: a row of another shape (written by an older
 * version, or by hand) fails its delivery with a message naming what is wrong.
 */
function parseStored<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`The stored ${what} is not valid: ${z.prettifyError(parsed.error)}`);
}

/**
 * One pass of the delivery worker: claims due outbox rows with
 * FOR UPDATE SKIP LOCKED (so several workers never take the same row), sends each, records
 * the attempt in delivery_attempts, and marks the row delivered, due again after a backoff,
 * or failed after the last attempt.
 */
export async function deliverDueLeads(db: Db, options: DeliverDueLeadsOptions): Promise<DeliveryBatchResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 25;
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(lead_deliveries)
      .where(and(eq(lead_deliveries.status, "pending"), lte(lead_deliveries.next_attempt_at, now)))
      .orderBy(asc(lead_deliveries.next_attempt_at), asc(lead_deliveries.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(lead_deliveries)
        .set({ attempts: sql`${lead_deliveries.attempts} + 1`, next_attempt_at: leaseUntil })
        .where(
          inArray(
            lead_deliveries.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
  const result: DeliveryBatchResult = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0 };
  if (claimed.length === 0) return result;

  const leadRows = await db
    .select({
      id: leads.id,
      created_at: leads.created_at,
      payload: leads.payload,
      site_slug: websites.slug,
      site_name: websites.name,
      site_market: websites.market,
      site_template: websites.template,
      site_domain: websites.domain_name,
      // Left-joined: null when the lead names no car (or its car is gone).
      car: {
        name: cars.name,
        slug: cars.slug,
        primary_image_url: cars.primary_image_url,
        images: cars.images,
        year: cars.year,
        make: cars.make,
        model: cars.model,
        vin: cars.vin,
        stocknum: cars.stocknum,
        price: cars.price,
        car_type: cars.car_type,
      },
    })
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.website_id))
    .leftJoin(cars, eq(cars.id, leads.car_id))
    .where(
      inArray(
        leads.id,
        claimed.map((r) => r.lead_id),
      ),
    );
  const byId = new Map(leadRows.map((row) => [row.id, row]));
  const fileRows = await db
    .select({
      id: lead_files.id,
      download_id: lead_files.download_id,
      lead_id: lead_files.lead_id,
      filename: lead_files.filename,
      content_type: lead_files.content_type,
      size: lead_files.size,
      storage_path: lead_files.storage_path,
    })
    .from(lead_files)
    .where(
      inArray(
        lead_files.lead_id,
        claimed.map((r) => r.lead_id),
      ),
    )
    .orderBy(asc(lead_files.id));
  const filesByLead = new Map<number, typeof fileRows>();
  for (const file of fileRows)
    filesByLead.set(file.lead_id, [...(filesByLead.get(file.lead_id) ?? []), file]);

  await Promise.all(
    claimed.map(async (row) => {
      const attempt = row.attempts + 1;
      const lead = byId.get(row.lead_id);
      let ok = false;
      let detail: string;
      try {
        if (!lead) throw new Error("The lead no longer exists");
        await sendLeadDelivery(
          options.transport,
          {
            id: row.id,
            website_id: row.website_id,
            prospect_status: row.prospect_status,
            destination: parseStored(deliveryDestinationSchema, row.destination, "delivery destination"),
            lead: {
              id: lead.id,
              created_at: lead.created_at,
              payload: parseStored(storedLeadPayloadSchema, lead.payload, "lead payload"),
            },
            site: {
              slug: lead.site_slug,
              name: lead.site_name,
              market: lead.site_market,
              template: lead.site_template,
              domain_name: lead.site_domain,
            },
            files: filesByLead.get(lead.id) ?? [],
            car: lead.car,
          },
          now,
        );
        ok = true;
        detail = "delivered";
      } catch (error) {
        detail = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      }
      // With an injected clock (tests), retries are scheduled on that clock.
      const finished = options.now ?? new Date();
      const outcome = deliveryOutcome(attempt, ok, finished, {
        maxAttempts: options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS,
        baseDelayMs: options.baseDelayMs,
        random: options.random,
      });
      await db.transaction(async (tx) => {
        await tx.insert(delivery_attempts).values({ delivery_id: row.id, attempt, ok, detail, at: finished });
        await tx
          .update(lead_deliveries)
          .set(
            outcome.status === "delivered"
              ? { status: "delivered", delivered_at: finished, last_error: null }
              : outcome.status === "failed"
                ? { status: "failed", last_error: detail }
                : {
                    status: "pending",
                    last_error: detail,
                    next_attempt_at: outcome.next_attempt_at,
                  },
          )
          .where(eq(lead_deliveries.id, row.id));
      });
      const counted = outcome.status === "pending" ? "retrying" : outcome.status;
      result[counted] += 1;
      appMetrics().deliveryAttempts.inc({ outcome: counted });
    }),
  );
  return result;
}
