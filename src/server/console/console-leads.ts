import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { DEALER_LEAD_STATUSES, LEADS_PAGE_SIZE, MAX_LEAD_NOTE } from "@/domain/console/lead-inbox";
import { LEADS_CSV_HEADER, leadsCsvRow } from "@/domain/console/leads-csv";
import type { DeliveryDestination } from "@/domain/leads/delivery-destination";
import { consoleFileLink } from "@/server/console/console-file-link";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import {
  dealerships,
  delivery_attempts,
  lead_dealer_status,
  lead_deliveries,
  lead_files,
  leads,
  websites,
} from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { DELIVERY_CHANNEL, notifyDeliveryWorker } from "@/server/leads/delivery-signal";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-27");
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

const inboxQuery = z
  .object({
    site: optionalId,
    dealership: optionalId,
    category: z.string().trim().max(60).optional(),
    status: z.enum(DEALER_LEAD_STATUSES).optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/** The query string as an object (empty values are no filter). */
function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (value !== "") out[key] = value;
  return out;
}

const dealerStatus = sql<string>`coalesce(${lead_dealer_status.status}, 'new')`;

type InboxQuery = z.infer<typeof inboxQuery>;

/** The inbox's conditions: the scope always, then each filter given (a filter only narrows). */
function inboxWhere(scope: ConsoleContext<object>["scope"], query: InboxQuery): SQL | undefined {
  const conditions: SQL[] = [scope.leadsWhere()];
  if (query.site) conditions.push(eq(leads.website_id, query.site));
  if (query.dealership) conditions.push(eq(leads.dealership_id, query.dealership));
  if (query.category) conditions.push(eq(leads.category, query.category));
  if (query.status === "new")
    conditions.push(or(isNull(lead_dealer_status.status), eq(lead_dealer_status.status, "new")) as SQL);
  else if (query.status) conditions.push(eq(lead_dealer_status.status, query.status));
  if (query.from) conditions.push(gte(leads.created_at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(leads.created_at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (query.q) {
    // One trigram-indexed column holds name, email and phones (lower-cased, apart by a unit
    // separator, which a search cannot hold): "%…%" is answered from the index, not a scan.
    const words = query.q.replace(/\p{Cc}/gu, "").toLowerCase();
    conditions.push(like(leads.search_text, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  return and(...conditions);
}

const inboxColumns = {
  id: leads.id,
  created_at: leads.created_at,
  category: leads.category,
  form_id: leads.form_id,
  name: sql<string | null>`${leads.payload}->>'name'`,
  email: sql<string | null>`${leads.payload}->>'email'`,
  phone: sql<string | null>`${leads.payload}->>'phone'`,
  site_name: websites.name,
  dealership_name: dealerships.name,
  status: dealerStatus,
};

/**
 * GET /console/api/leads?site&dealership&category&status&from&to&q&page: the leads of the
 * member's scope, newest first, a page at a time. A filter naming another tenant's site or
 * dealership simply matches nothing (the scope is always applied).
 */
export async function listConsoleLeads({ db, scope, request }: ConsoleContext<object>): Promise<Response> {
  const query = inboxQuery.parse(queryObject(new URL(request.url)));
  const where = inboxWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(inboxColumns)
      .from(leads)
      .innerJoin(websites, eq(websites.id, leads.website_id))
      .leftJoin(dealerships, eq(dealerships.id, leads.dealership_id))
      .leftJoin(lead_dealer_status, eq(lead_dealer_status.lead_id, leads.id))
      .where(where)
      .orderBy(desc(leads.created_at), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((query.page - 1) * LEADS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(leads)
      .leftJoin(lead_dealer_status, eq(lead_dealer_status.lead_id, leads.id))
      .where(where),
  ]);
  return Response.json({ leads: rows, total: total?.n ?? 0, page: query.page, page_size: LEADS_PAGE_SIZE });
}

/** The most rows one export holds; a larger inbox is exported a date range at a time. */
const EXPORT_MAX_ROWS = 100_000;
const EXPORT_BATCH = 1000;

/**
 * GET /console/api/leads/export.csv?…the inbox's filters: the filtered list as CSV, streamed a
 * batch at a time (newest first, by keyset), so a large export never sits in memory.
 */
export async function exportConsoleLeads({ db, scope, request }: ConsoleContext<object>): Promise<Response> {
  const { page: _page, ...filters } = inboxQuery.parse(queryObject(new URL(request.url)));
  const where = inboxWhere(scope, { ...filters, page: 1 });
  const encoder = new TextEncoder();
  let after: { created_at: Date; id: number } | null = null;
  let sent = 0;
  let headerSent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(LEADS_CSV_HEADER));
        return;
      }
      const batch = await db
        .select(inboxColumns)
        .from(leads)
        .innerJoin(websites, eq(websites.id, leads.website_id))
        .leftJoin(dealerships, eq(dealerships.id, leads.dealership_id))
        .leftJoin(lead_dealer_status, eq(lead_dealer_status.lead_id, leads.id))
        .where(
          after
            ? and(
                where,
                or(
                  lt(leads.created_at, after.created_at),
                  and(eq(leads.created_at, after.created_at), lt(leads.id, after.id)),
                ),
              )
            : where,
        )
        .orderBy(desc(leads.created_at), desc(leads.id))
        .limit(Math.min(EXPORT_BATCH, EXPORT_MAX_ROWS - sent));
      const text = batch
        .map((lead) =>
          leadsCsvRow({
            id: lead.id,
            received_at: lead.created_at.toISOString(),
            site: lead.site_name,
            dealership: lead.dealership_name,
            category: lead.category,
            form_id: lead.form_id,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            status: lead.status,
          }),
        )
        .join("");
      if (text !== "") controller.enqueue(encoder.encode(text));
      sent += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < EXPORT_BATCH || sent >= EXPORT_MAX_ROWS) controller.close();
      else after = { created_at: last.created_at, id: last.id };
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="leads.csv"',
    },
  });
}

/** GET /console/api/leads/{id}: every field, tracking data, files and each delivery with its attempts. */
export async function getConsoleLead({ db, scope, staff, params }: ConsoleContext<{ id: string }>) {
  const lead = await scope.requireLead(db, pathId(params.id, "lead"));
  const [site] = await db
    .select({ name: websites.name })
    .from(websites)
    .where(eq(websites.id, lead.website_id));
  const [status] = await db.select().from(lead_dealer_status).where(eq(lead_dealer_status.lead_id, lead.id));
  const files = await db
    .select({
      id: lead_files.id,
      filename: lead_files.filename,
      size: lead_files.size,
      download_id: lead_files.download_id,
    })
    .from(lead_files)
    .where(eq(lead_files.lead_id, lead.id));
  const deliveries = await db
    .select()
    .from(lead_deliveries)
    .where(eq(lead_deliveries.lead_id, lead.id))
    .orderBy(asc(lead_deliveries.id));
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(delivery_attempts)
          .where(
            inArray(
              delivery_attempts.delivery_id,
              deliveries.map((d) => d.id),
            ),
          )
          .orderBy(asc(delivery_attempts.id));
  const now = new Date();
  const { payload } = lead;
  const tracking = {
    url: payload.url ?? null,
    user_agent: payload.user_agent ?? null,
    linked_query_params: payload.linked_query_params ?? null,
  };
  return Response.json({
    lead: {
      id: lead.id,
      created_at: lead.created_at,
      site_name: site?.name ?? null,
      form_id: lead.form_id,
      category: lead.category,
      lead_status: lead.lead_status,
      fields: payload,
      tracking,
    },
    dealer_status: {
      status: status?.status ?? "new",
      note: status?.note ?? "",
      updated_at: status?.updated_at ?? null,
    },
    files: files.map(({ download_id, ...file }) => ({
      ...file,
      url: consoleFileLink({ downloadId: download_id, leadId: lead.id, staffId: staff.id }, now),
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      kind: d.destination.kind,
      to: deliveryAddress(d.destination),
      requested_by: d.requested_by,
      status: d.status,
      attempts: attempts
        .filter((a) => a.delivery_id === d.id)
        .map((a) => ({ attempt: a.attempt, ok: a.ok, detail: a.detail, at: a.at })),
      last_error: d.last_error,
      delivered_at: d.delivered_at,
    })),
  });
}

/** Where a delivery went, as staff read it (never a webhook's secret). */
function deliveryAddress(destination: DeliveryDestination): string {
  switch (destination.kind) {
    case "email":
      return destination.to.join(", ");
    case "adf":
    case "shopper_email":
      return destination.to;
    case "webhook":
      return URL.canParse(destination.url) ? new URL(destination.url).host : "";
  }
}

const statusBody = z
  .object({ status: z.enum(DEALER_LEAD_STATUSES), note: z.string().max(MAX_LEAD_NOTE).default("") })
  .strict();

/** POST /console/api/leads/{id}/status {status, note}: the dealer's own status of the lead. */
export async function setConsoleLeadStatus({
  db,
  scope,
  staff,
  params,
  json,
}: ConsoleContext<{ id: string }>) {
  const lead = await scope.requireLead(db, pathId(params.id, "lead"));
  const body = statusBody.parse(await json());
  const values = { status: body.status, note: body.note, staff_email: staff.email, updated_at: new Date() };
  await db
    .insert(lead_dealer_status)
    .values({ lead_id: lead.id, ...values })
    .onConflictDoUpdate({ target: lead_dealer_status.lead_id, set: values });
  return Response.json({ status: body.status, note: body.note });
}

/**
 * POST /console/api/deliveries/{id}/retry: a failed delivery goes back into the outbox for one
 * more attempt, sent by the delivery worker like any other (its attempt is recorded there).
 */
export async function retryConsoleDelivery({ db, scope, params }: ConsoleContext<{ id: string }>) {
  const delivery = await scope.requireDelivery(db, pathId(params.id, "delivery"));
  if (delivery.status !== "failed") {
    throw new AppError("validation_failed", "Only a failed delivery can be retried.");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(lead_deliveries)
      .set({ status: "pending", next_attempt_at: new Date() })
      .where(and(eq(lead_deliveries.id, delivery.id), eq(lead_deliveries.status, "failed")));
    await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, '')`);
  });
  notifyDeliveryWorker();
  return Response.json({ id: delivery.id, status: "pending" }, { status: 202 });
}
