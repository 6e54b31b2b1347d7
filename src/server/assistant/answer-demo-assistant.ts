import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { idSchema } from "@/domain/input/id-param";
import {
  ASSISTANT_QUESTION_MAX_LENGTH,
  assistantSettings,
  DEMO_ASSISTANT_API_PATH,
  demoAssistantAnswer,
} from "@/domain/site/assistant";
import { formatDistance, localeFor } from "@/domain/site/locale";
import { conditionLabel } from "@/domain/stock/condition-label";
import { priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import { AppError, validationError } from "@/server/http/app-error";
import { enforceRateLimit } from "@/server/http/rate-limit";
import type { Site } from "@/server/sites/site";
import { getVehicle } from "@/server/stock/get-vehicle";

/** The stand-in's request, as the provider's script sends it (public/demo-third-party/assistant.js). */
const questionSchema = z
  .object({
    key: z.string().max(200),
    car_id: idSchema,
    question: z.string().trim().min(1).max(ASSISTANT_QUESTION_MAX_LENGTH),
  })
  .strict();

/**
 * POST /demo-assistant/answers: the platform's local stand-in for an assistant provider's API.
 * It exists only where the platform runs on a local domain (the demo and tests), only for a
 * site whose configured assistant API is this path, and answers only with the site's key.
 * The answer comes from the car's public facts (what its vehicle page shows) and says it is
 * a demo; nothing is stored.
 */
export async function answerDemoAssistant(
  db: Db,
  { site, ip, body }: { site: Site; ip: string; body: unknown },
): Promise<{ answer: string; car_id: number }> {
  const settings = assistantSettings(site.config.chat);
  if (!isLocalHost(env().PLATFORM_DOMAIN) || !settings || settings.api_url !== DEMO_ASSISTANT_API_PATH) {
    throw new AppError("not_found", "This site has no demo assistant.");
  }
  const { ASSISTANT_RATE_LIMIT, LEAD_RATE_LIMIT_WINDOW_SECONDS } = env();
  await enforceRateLimit(
    { name: "demo-assistant", points: ASSISTANT_RATE_LIMIT, windowSeconds: LEAD_RATE_LIMIT_WINDOW_SECONDS },
    { site, ip },
  );
  const request = questionSchema.parse(body);
  if (request.key !== settings.key)
    throw new AppError("unauthorized", "The assistant key is not this site's.");

  const dealershipIds = site.dealerships.map((d) => d.id);
  const [row] =
    dealershipIds.length === 0
      ? []
      : await db
          .select({ slug: cars.slug })
          .from(cars)
          .where(and(eq(cars.id, request.car_id), inArray(cars.dealership_id, dealershipIds)))
          .limit(1);
  const lookup = row ? await getVehicle(db, { site, slug: row.slug, now: new Date() }) : null;
  if (lookup?.kind !== "listed") throw validationError({ car_id: "is not a car listed on this site" });
  const car = lookup.car;
  const { locale } = localeFor(site.market);
  const { labels } = site.config;
  const answer = demoAssistantAnswer(
    {
      vehicle: car.name,
      stock_number: car.stocknum,
      condition: conditionLabel(car.car_type, labels.pre_owned_wording),
      price: priceDisplay(car, {
        noPriceText: labels.no_price_text,
        locale,
        mode: priceModeFor(site.template),
      }).text,
      odometer: formatDistance(car.km, site.market),
      fuel: car.fuel,
      transmission: car.transmission,
      body: car.body,
      colour: car.colour,
      engine: car.engine,
      seats: car.seats,
      features: car.features,
      location: car.location ? [car.location.name, car.location.city].filter(Boolean).join(", ") : null,
    },
    request.question,
  );
  return { answer, car_id: car.id };
}
