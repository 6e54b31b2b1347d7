import { describe, expect, test } from "vitest";
import { parseSiteConfig, SiteConfigError } from "@/domain/config/site-config";
import {
  type AssistantSettings,
  assistantSettings,
  type DemoAssistantFacts,
  demoAssistantAnswer,
} from "@/domain/site/assistant";

const DEMO = {
  assistant_provider: "forecourt-assistant",
  assistant_url: "/demo-third-party/assistant.js",
  assistant_api_url: "/demo-assistant/answers",
  assistant_key: "demo-key",
};

describe("assistantSettings: SPEC 2 'open an assistant chat' only with a configured provider", () => {
  test.each<[string, Record<string, unknown>, AssistantSettings | null]>([
    ["nothing configured: no assistant", {}, null],
    [
      "a script without a provider is no assistant",
      { assistant_url: "/demo-third-party/assistant.js" },
      null,
    ],
    [
      "the local stand-in",
      DEMO,
      {
        provider: "forecourt-assistant",
        script_url: "/demo-third-party/assistant.js",
        api_url: "/demo-assistant/answers",
        key: "demo-key",
      },
    ],
    [
      "a provider on its own https host",
      {
        ...DEMO,
        assistant_url: "https://assistant.example/widget.js",
        assistant_api_url: "https://api.assistant.example/v1/answers",
      },
      {
        provider: "forecourt-assistant",
        script_url: "https://assistant.example/widget.js",
        api_url: "https://api.assistant.example/v1/answers",
        key: "demo-key",
      },
    ],
  ])("%s", (_name, chat, expected) => {
    expect(assistantSettings(parseSiteConfig({ chat }).chat)).toEqual(expected);
  });
});

describe("the assistant settings are checked when the site config is written", () => {
  test.each<[string, Record<string, unknown>, string]>([
    ["a provider needs its script", { ...DEMO, assistant_url: null }, "chat.assistant_url"],
    ["a provider needs its API", { ...DEMO, assistant_api_url: null }, "chat.assistant_api_url"],
    ["a provider needs the site's key", { ...DEMO, assistant_key: null }, "chat.assistant_key"],
    ["a blank key is no key", { ...DEMO, assistant_key: "  " }, "chat.assistant_key"],
    [
      "plain http is refused",
      { ...DEMO, assistant_url: "http://assistant.example/a.js" },
      "chat.assistant_url",
    ],
    [
      "a protocol-relative URL is refused",
      { ...DEMO, assistant_url: "//evil.example/a.js" },
      "chat.assistant_url",
    ],
    [
      "a javascript: URL is refused",
      { ...DEMO, assistant_api_url: "javascript:alert(1)" },
      "chat.assistant_api_url",
    ],
    ["an unknown provider is refused", { ...DEMO, assistant_provider: "acme" }, "chat.assistant_provider"],
  ])("%s", (_name, chat, path) => {
    let error: unknown;
    try {
      parseSiteConfig({ chat });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    expect((error as Error).message).toContain(path);
  });
});

const CAR: DemoAssistantFacts = {
  vehicle: "2022 Mazda CX-5 Maxx Sport",
  stock_number: "HC1234",
  condition: "Used",
  price: "$31,990",
  odometer: "24,500 km",
  fuel: "Petrol",
  transmission: "Automatic",
  body: "SUV",
  colour: "Soul Red",
  engine: "2.5L 4-cylinder",
  seats: 5,
  features: ["Reversing camera", "Tow bar", "Apple CarPlay"],
  location: "Harbour City Motors, Sydney",
};

describe("demoAssistantAnswer: the stand-in answers from the car's public facts, labelled as a demo", () => {
  test.each<[string, string, string]>([
    ["the price", "How much is it?", "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport is listed at $31,990."],
    [
      "the odometer",
      "How many km has it done?",
      "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport shows 24,500 km on the odometer.",
    ],
    ["the fuel", "Is it diesel?", "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport runs on petrol."],
    [
      "the gearbox",
      "Manual or automatic?",
      "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport has automatic transmission.",
    ],
    ["the colour", "What colour is it?", "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport is Soul Red."],
    ["the seats", "How many seats?", "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport seats 5."],
    [
      "where it is",
      "Where can I see it?",
      "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport is at Harbour City Motors, Sydney.",
    ],
    [
      "the stock number",
      "What is the stock number?",
      "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport is stock number HC1234.",
    ],
    [
      "two topics in one question",
      "What's the price and the odometer?",
      "(Demo assistant) The 2022 Mazda CX-5 Maxx Sport is listed at $31,990. The 2022 Mazda CX-5 Maxx Sport shows 24,500 km on the odometer.",
    ],
    [
      "a feature the listing names",
      "Does it come with a tow bar?",
      '(Demo assistant) Yes: the 2022 Mazda CX-5 Maxx Sport lists "Tow bar" among its features.',
    ],
    [
      "a feature written another way",
      "Has it got a towbar?",
      '(Demo assistant) Yes: the 2022 Mazda CX-5 Maxx Sport lists "Tow bar" among its features.',
    ],
    [
      "one word of a feature",
      "Is there a camera at the back?",
      '(Demo assistant) Yes: the 2022 Mazda CX-5 Maxx Sport lists "Reversing camera" among its features.',
    ],
    [
      "anything else: a summary and the way to ask the team",
      "Has it been in an accident?",
      "(Demo assistant) I can't answer that from the listing. The 2022 Mazda CX-5 Maxx Sport (stock number HC1234) is used, suv, petrol, automatic, 24,500 km, at $31,990. For anything else, ask the team with the enquiry form on this page.",
    ],
  ])("%s", (_name, question, expected) => {
    expect(demoAssistantAnswer(CAR, question)).toBe(expected);
  });

  test("a fact the listing lacks is not made up", () => {
    const answer = demoAssistantAnswer({ ...CAR, colour: null }, "What colour is it?");
    expect(answer).toContain("I can't answer that from the listing.");
    expect(answer).not.toContain("Soul Red");
  });
});
