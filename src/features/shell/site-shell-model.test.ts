import { describe, expect, test } from "vitest";
import { parseSiteConfig } from "@/domain/config/site-config";
import { siteShellModel } from "@/features/shell/site-shell-model";
import type { Site } from "@/server/sites/site";

function siteWith(config: unknown, market = "AU"): Site {
  return {
    id: 7,
    slug: "acme",
    name: "Acme Motors",
    market,
    logo: null,
    config: parseSiteConfig(config),
  } as unknown as Site;
}
const context = { local: false, dev: false };

describe("siteShellModel: what both renderers' site shells derive from the site's settings", () => {
  test.each<[name: string, chat: unknown, expected: { buttonLabel: string } | null]>([
    ["no chat provider: no launcher", { provider: "none" }, null],
    ["a provider without a script address: no launcher", { provider: "text-us", script_url: "" }, null],
    ["text-us: 'Text us'", { provider: "text-us", script_url: "/demo/chat.js" }, { buttonLabel: "Text us" }],
    [
      "live chat: 'Chat with us'",
      { provider: "live-chat", script_url: "/demo/chat.js" },
      { buttonLabel: "Chat with us" },
    ],
  ])("%s", (_name, chat, expected) => {
    const shell = siteShellModel(siteWith({ chat }), "acme.localhost", context);
    if (expected === null) expect(shell.chat).toBeNull();
    else expect(shell.chat).toMatchObject(expected);
  });

  test("the chat prompt names the dealer in the market's words", () => {
    const shell = siteShellModel(
      siteWith({ chat: { provider: "text-us", script_url: "/demo/chat.js" } }),
      "acme.localhost",
      context,
    );
    expect(shell.chat?.popupText).toBe("Have a question? Text Acme Motors and we'll reply in minutes.");
  });

  test("the description is the tagline, or says what the site sells; the icon is the logo's mark", () => {
    const plain = siteShellModel(siteWith({}), "acme.localhost", context);
    expect(plain.description).toBe("Acme Motors: new and used vehicles, finance and service.");
    expect(plain.icon).toEqual({ url: "/site-icon.svg", type: "image/svg+xml" });
    const tagged = siteShellModel(
      siteWith({ theme: { tagline: "Family owned since 1962" } }),
      "acme.localhost",
      context,
    );
    expect(tagged.description).toBe("Family owned since 1962");
  });

  test("the site's CSP allows eval only in development", () => {
    expect(siteShellModel(siteWith({}), "acme.localhost", context).policy).not.toContain("'unsafe-eval'");
    expect(siteShellModel(siteWith({}), "acme.localhost", { local: false, dev: true }).policy).toContain(
      "'unsafe-eval'",
    );
  });
});
