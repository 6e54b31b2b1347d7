import type { SiteConfig } from "@/domain/config/site-config";

/**
 * Vehicle action "open an assistant chat" as data. The provider, its script, its API
 * and the site's key at the provider are the site's configuration (chat.assistant_*): nothing
 * here knows a vendor's address, so demo sites point at the platform's local stand-in.
 */

/** What the assistant action needs: null when the site has no assistant (no action shown). */
export interface AssistantSettings {
  provider: "forecourt-assistant";
  script_url: string;
  key: string | null;
  api_url: string | null;
}

export function assistantSettings(chat: SiteConfig["chat"]): AssistantSettings | null {
  if (chat.assistant_provider === "none" || !chat.assistant_url?.trim()) return null;
  return {
    provider: chat.assistant_provider,
    script_url: chat.assistant_url,
    key: chat.assistant_key,
    api_url: chat.assistant_api_url,
  };
}

/**
 * The car the shopper is looking at, as the site hands it to the provider's script
 * (ForecourtAssistant.open) so the assistant knows what it is being asked about.
 */
export interface AssistantCar {
  car_id: number;
  stock_number: string;
  vehicle: string;
}

/** The platform's local stand-in for an assistant provider's API (served on local domains only). */
export const DEMO_ASSISTANT_API_PATH = "/demo-assistant/answers";

/** A question longer than this is refused by the stand-in (and cut by its input box). */
export const ASSISTANT_QUESTION_MAX_LENGTH = 500;

/** The car's public facts, as its vehicle page shows them, that the demo assistant answers from. */
export interface DemoAssistantFacts {
  vehicle: string;
  stock_number: string;
  condition: string;
  /** The price as the page shows it ('$31,990', or the no-price text). */
  price: string;
  /** The odometer as the page shows it ('12,345 km'). */
  odometer: string;
  fuel: string | null;
  transmission: string | null;
  body: string | null;
  colour: string | null;
  engine: string | null;
  seats: number | null;
  features: readonly string[];
  location: string | null;
}

/** Every demo answer starts with this, so nobody mistakes it for the dealer's word. */
const DEMO_ASSISTANT_LABEL = "(Demo assistant)";

type Topic = {
  words: RegExp;
  answer: (f: DemoAssistantFacts) => string | null;
};

const TOPICS: Topic[] = [
  {
    words: /\b(price|cost|how much|cheap|expensive|dollars?)\b|\$/i,
    answer: (f) => `The ${f.vehicle} is listed at ${f.price}.`,
  },
  {
    words: /\b(km|kms|kilometres?|kilometers?|miles?|mileage|odometer|driven)\b/i,
    answer: (f) => `The ${f.vehicle} shows ${f.odometer} on the odometer.`,
  },
  {
    words: /\b(fuel|petrol|diesel|electric|hybrid|ev|economy)\b/i,
    answer: (f) => (f.fuel ? `The ${f.vehicle} runs on ${f.fuel.toLowerCase()}.` : null),
  },
  {
    words: /\b(transmission|gearbox|gears?|automatic|auto|manual)\b/i,
    answer: (f) =>
      f.transmission ? `The ${f.vehicle} has ${f.transmission.toLowerCase()} transmission.` : null,
  },
  {
    words: /\b(colou?r|paint)\b/i,
    answer: (f) => (f.colour ? `The ${f.vehicle} is ${f.colour}.` : null),
  },
  {
    words: /\b(engine|power|cylinders?|litres?|motor)\b/i,
    answer: (f) => (f.engine ? `The ${f.vehicle} has a ${f.engine} engine.` : null),
  },
  {
    words: /\b(seats?|seater|people|passengers?|family)\b/i,
    answer: (f) => (f.seats ? `The ${f.vehicle} seats ${f.seats}.` : null),
  },
  {
    words: /\b(where|location|located|yard|address|see it|inspect)\b/i,
    answer: (f) => (f.location ? `The ${f.vehicle} is at ${f.location}.` : null),
  },
  {
    words: /\b(stock|reference|stock number)\b/i,
    answer: (f) => `The ${f.vehicle} is stock number ${f.stock_number}.`,
  },
];

/** Does the car's feature list name what the shopper asked about (a towbar, a sunroof...)? */
function featureAnswer(f: DemoAssistantFacts, question: string): string | null {
  const asked = question.toLowerCase();
  const askedWords = new Set(asked.match(/[a-z]+/g) ?? []);
  const compact = asked.replace(/[^a-z0-9]/g, "");
  const feature = f.features.find((feature) => {
    const name = feature.toLowerCase();
    const whole = name.replace(/[^a-z0-9]/g, "");
    if (whole.length >= 4 && compact.includes(whole)) return true;
    return (name.match(/[a-z]+/g) ?? []).some((word) => word.length >= 4 && askedWords.has(word));
  });
  return feature ? `Yes: the ${f.vehicle} lists "${feature}" among its features.` : null;
}

/**
 * The local stand-in assistant's answer: picked from the car's public facts by the words of
 * the question, always naming the car and saying it is a demo answer. A question it cannot
 * place gets a summary of the car and the way to ask the team.
 */
export function demoAssistantAnswer(f: DemoAssistantFacts, question: string): string {
  const parts: string[] = [];
  for (const topic of TOPICS) {
    if (!topic.words.test(question)) continue;
    const answer = topic.answer(f);
    if (answer && !parts.includes(answer)) parts.push(answer);
  }
  if (parts.length === 0) {
    const feature = featureAnswer(f, question);
    if (feature) parts.push(feature);
  }
  if (parts.length === 0) {
    const summary = [f.condition, f.body, f.fuel, f.transmission].filter(Boolean).join(", ").toLowerCase();
    parts.push(
      `I can't answer that from the listing. The ${f.vehicle} (stock number ${f.stock_number}) is ${summary ? `${summary}, ` : ""}${f.odometer}, at ${f.price}.`,
      "For anything else, ask the team with the enquiry form on this page.",
    );
  }
  return `${DEMO_ASSISTANT_LABEL} ${parts.join(" ")}`;
}
