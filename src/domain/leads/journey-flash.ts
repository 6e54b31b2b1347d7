import { z } from "zod";

/**
 * A journey step that did not pass its checks (or asked for the rego lookup) is shown again
 * with the shopper's answers and the messages (each step is an ordinary form post, so this works without JavaScript). Nothing
 * of it is stored: the answers ride in a short-lived cookie scoped to the journey's path,
 * named by an id the redirect's address also carries, so only that very page shows them.
 */
export const JOURNEY_FLASH_COOKIE = "journey_flash";
export const JOURNEY_FLASH_PARAM = "f";
/** Long enough for the redirect, short enough not to linger on a shared computer. */
export const JOURNEY_FLASH_MAX_AGE_SECONDS = 120;
/** Browsers keep about 4 KB per cookie; a step's answers fit well within this. */
const MAX_ENCODED = 3500;
const MAX_FIELDS = 40;

const text = z.string().max(500);
const flashSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]{8,32}$/),
    step: z.number().int().min(0).max(9),
    values: z.record(z.string().max(60), text),
    errors: z.record(z.string().max(60), text),
    /** A line for the shopper that is not an error (the rego lookup's answer). */
    notice: text.optional(),
  })
  .strict()
  .refine((flash) => Object.keys(flash.values).length + Object.keys(flash.errors).length <= MAX_FIELDS * 2);

export type JourneyFlash = z.infer<typeof flashSchema>;

/** The cookie's value, or null when it would be too large to keep (the messages then go alone). */
export function encodeJourneyFlash(flash: JourneyFlash): string | null {
  const encoded = Buffer.from(JSON.stringify(flash), "utf8").toString("base64url");
  if (encoded.length <= MAX_ENCODED) return encoded;
  const withoutValues = Buffer.from(JSON.stringify({ ...flash, values: {} }), "utf8").toString("base64url");
  return withoutValues.length <= MAX_ENCODED ? withoutValues : null;
}

/** The flash a page may show: the cookie's, only for the id and step in its own address. */
export function decodeJourneyFlash(
  cookie: string | undefined,
  expected: { id: string | undefined; step: number },
): JourneyFlash | null {
  if (!cookie || !expected.id || cookie.length > MAX_ENCODED) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(cookie, "base64url").toString("utf8")));
    if (!parsed.success) return null;
    return parsed.data.id === expected.id && parsed.data.step === expected.step ? parsed.data : null;
  } catch {
    return null;
  }
}
