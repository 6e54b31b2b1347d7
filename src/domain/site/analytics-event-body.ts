import { z } from "zod";

/**
 * "POST events endpoint: Body {event} with website_slug, url, category, lead_id,
 * anon_id, session_id, error_message, event_properties" ("Analytics event"), and the
 * click-to-call and phone-reveal bodies. One schema each, used by the client that sends and
 * the route that stores. Sizes are bounded: these endpoints are public.
 */

const shortText = z.string().max(500);
const id = z.union([z.number().int(), z.string().max(64)]);

export const analyticsEventBodySchema = z.object({
  event: z
    .object({
      website_slug: z.string().min(1).max(200),
      url: z.string().min(1).max(2000),
      category: z.string().min(1).max(200),
      lead_id: id.nullable().default(null),
      anon_id: z.string().max(200).nullable().default(null),
      session_id: z.string().max(200).nullable().default(null),
      error_message: z.string().max(2000).nullable().default(null),
      event_properties: z
        .record(z.string().max(100), z.union([shortText, z.number(), z.boolean(), z.null()]))
        .refine((v) => Object.keys(v).length <= 50, "has too many properties")
        .default({}),
    })
    .strict(),
});
export type AnalyticsEventBody = z.output<typeof analyticsEventBodySchema>;

/** POST /api/events/car_phone_call: who called from where (fields not shown). */
export const carPhoneCallBodySchema = z.object({
  car_id: z.number().int().positive().nullable().default(null),
  dealership_id: z.number().int().positive().nullable().default(null),
  website_id: z.number().int().positive(),
  phone: z.string().max(40).nullable().default(null),
  label: z.enum(["New Car", "Used Car"]),
  url: z.string().max(2000).default(""),
  anon_id: z.string().max(200).nullable().default(null),
  session_id: z.string().max(200).nullable().default(null),
});
export type CarPhoneCallBody = z.output<typeof carPhoneCallBodySchema>;
