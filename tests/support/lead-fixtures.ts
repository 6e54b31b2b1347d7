import { randomInt } from "node:crypto";
import { solveChallenge } from "altcha-lib/v1";
import { count } from "drizzle-orm";
import type { SiteConfigInput } from "@/domain/config/site-config";
import type { Database, Db } from "@/server/db/client";
import {
  dealerships,
  delivery_attempts,
  idempotency_keys,
  lead_deliveries,
  lead_files,
  leads,
  locations,
  website_dealerships,
  websites,
} from "@/server/db/schema/all";
import { setSingleton } from "@/server/singleton";
import { one } from "./one";

/**
 * Makes `getDb()` (and so the route wrapper and getSiteForHost) use a test database: the
 * process-wide database is the process singleton "database" (src/server/db/client.ts).
 */
export function useAsProcessDatabase(database: Database): void {
  setSingleton("database", Promise.resolve(database));
}

export interface TestSite {
  id: number;
  slug: string;
  host: string;
  dealershipSlugs: string[];
}

let counter = 0;

/** A website with `dealershipCount` dealerships (one location each) and the given config. */
export async function createTestSite(
  db: Db,
  options: {
    slug?: string;
    config?: SiteConfigInput;
    dealershipCount?: number;
    email?: string | null;
    market?: "AU" | "NZ" | "US";
    phone?: string | null;
  } = {},
): Promise<TestSite> {
  counter += 1;
  const slug = options.slug ?? `site${counter}x${randomInt(1e6)}`;
  const dealershipSlugs: string[] = [];
  const ids: number[] = [];
  for (let i = 0; i < (options.dealershipCount ?? 1); i++) {
    const d = one(
      await db
        .insert(dealerships)
        .values({
          name: `${slug} Motors ${i + 1}`,
          slug: `${slug}-d${i + 1}`,
          email: `sales${i + 1}@${slug}.example`,
        })
        .returning(),
      "dealerships row",
    );
    ids.push(d.id);
    dealershipSlugs.push(d.slug);
    await db.insert(locations).values({
      dealership_id: d.id,
      location_id: 1000 + d.id,
      name: `${slug} Sales ${i + 1}`,
      slug: "sales",
      location_type: "sales",
      primary: i === 0,
    });
  }
  const site = one(
    await db
      .insert(websites)
      .values({
        slug,
        name: `${slug} Motor Group`,
        template: "dealer",
        market: options.market ?? "AU",
        dealership_id: ids[0],
        email: options.email === undefined ? `hello@${slug}.example` : options.email,
        phone: options.phone ?? null,
        config: options.config ?? {},
      })
      .returning(),
    "websites row",
  );
  await db
    .insert(website_dealerships)
    .values(ids.map((id, position) => ({ website_id: site.id, dealership_id: id, position })));
  return { id: site.id, slug, host: `${slug}.localhost`, dealershipSlugs };
}

const VISITOR = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
};

/** A complete general enquiry body (SPEC 3 payload under lead), with overrides. */
export function leadBody(
  site: Pick<TestSite, "slug">,
  lead: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    lead: {
      form_id: "general-enquiry",
      name: "Ann Lee",
      ...VISITOR,
      category: "General Enquiry",
      message: "Is the white one still available?",
      opt_in: true,
      location_id: null,
      lead_id: null,
      lead_status: "Complete",
      form_completed: true,
      skipped_steps: [],
      step_number: 0,
      has_files: false,
      dealership_slug: null,
      website_slug: site.slug,
      url: `http://${site.slug}.localhost/contact`,
      source: "Website",
      user_agent: "vitest",
      visited_pages: ["/", "/contact"],
      linked_query_params: { utm_source: "google" },
      ...lead,
    },
    ...extra,
  };
}

/** A distinct client address per call, so tests never share a rate-limit bucket by accident. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function jsonRequest(
  site: Pick<TestSite, "host">,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`http://${site.host}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": randomIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function segment<P>(params: P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}

/** Solves a challenge the way the browser does (brute force over SHA-256). */
export async function solveCaptcha(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("captcha not solvable");
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString("base64");
}

/** Row counts of every table a lead write touches. */
export async function leadTableCounts(db: Db) {
  const n = async (table: Parameters<ReturnType<Db["select"]>["from"]>[0]) =>
    one(await db.select({ n: count() }).from(table), "count").n;
  return {
    leads: await n(leads),
    lead_deliveries: await n(lead_deliveries),
    lead_files: await n(lead_files),
    idempotency_keys: await n(idempotency_keys),
    delivery_attempts: await n(delivery_attempts),
  };
}
