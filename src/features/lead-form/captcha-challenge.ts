import { z } from "zod";

/** The challenge GET /api/captcha answers (altcha-lib's Challenge). */
const challengeSchema = z.object({
  algorithm: z.enum(["SHA-1", "SHA-256", "SHA-512"]),
  challenge: z.string().min(1),
  salt: z.string().min(1),
  signature: z.string().min(1),
  maxnumber: z.number().int().positive().optional(),
});

export type CaptchaChallenge = z.infer<typeof challengeSchema>;

/** The challenge in an answer's JSON, or null when the answer is not one. */
export function parseChallenge(json: unknown): CaptchaChallenge | null {
  const parsed = challengeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
