import { z } from "zod";
import { leadDestinationSchema } from "@/domain/config/site-config";

/**
 * An outbox row that mails the shopper rather than the dealer (the reservation's confirmation):
 * its subject and text are written with the lead, in the same transaction.
 */
const shopperMailDestinationSchema = z
  .object({ kind: z.literal("shopper_email"), to: z.string(), subject: z.string(), text: z.string() })
  .strict();

export type ShopperMailDestination = z.infer<typeof shopperMailDestinationSchema>;

/**
 * Where one outbox row (lead_deliveries.destination) goes: one of the site's lead destinations
 * as configured when the lead was written, or the shopper's own confirmation. The worker parses
 * the stored JSON with this before sending, so a row of any other shape fails its delivery
 * with a message instead of being sent half-understood.
 */
export const deliveryDestinationSchema = z.discriminatedUnion("kind", [
  ...leadDestinationSchema.options,
  shopperMailDestinationSchema,
]);

export type DeliveryDestination = z.infer<typeof deliveryDestinationSchema>;
