import { describe, expect, test } from "vitest";
import {
  BLOG_IMAGE_WIDTH,
  CACHE_LIFETIME_SECONDS,
  CHAT_OPEN_DELAY_MS,
  CHAT_POPUP_DELAY_MS,
  COLLAPSIBLE_ANIMATION_MS,
  DEFAULT_IMAGE_QUALITY,
  FETCH_RETRIES,
  FIRST_INTERACTION_EVENTS,
  IMAGE_SMALL_WIDTHS,
  IMAGE_WIDTHS,
  LAZY_LOAD_MARGIN,
  LOW_IMAGE_QUALITY,
  PODIUM_POPUP_CLOSED_KEY,
  PRODUCT_TOOLTIP_OPEN_DELAY_MS,
  SOCIAL_IMAGE,
  TEST_DRIVE_MODAL_MAX_WIDTH,
  THIRD_PARTY_SCRIPT_FALLBACK_MS,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "@/domain/site/timings";

describe("SPEC 4, 7 and 9 timings and sizes", () => {
  test.each<[string, unknown, unknown]>([
    ["tooltip default open delay 700 ms", TOOLTIP_OPEN_DELAY_MS, 700],
    ["the product wrapper sets 0", PRODUCT_TOOLTIP_OPEN_DELAY_MS, 0],
    ["skip delay 300 ms", TOOLTIP_SKIP_DELAY_MS, 300],
    ["collapsible animation 300 ms", COLLAPSIBLE_ANIMATION_MS, 300],
    ["chat popup delay 3000 ms", CHAT_POPUP_DELAY_MS, 3000],
    ["chat open delay 1300 ms", CHAT_OPEN_DELAY_MS, 1300],
    ["scripts load after first interaction or after 3 seconds", THIRD_PARTY_SCRIPT_FALLBACK_MS, 3000],
    [
      "first interaction: scroll, click, touch, key",
      FIRST_INTERACTION_EVENTS,
      ["scroll", "click", "touchstart", "keydown"],
    ],
    ["lazy-load margin 200px", LAZY_LOAD_MARGIN, "200px"],
    ["image widths", IMAGE_WIDTHS, [640, 750, 828, 1080, 1200, 1920, 2048, 3840]],
    ["small sizes 16-384", IMAGE_SMALL_WIDTHS, [16, 32, 48, 64, 96, 128, 256, 384]],
    ["default quality 75", DEFAULT_IMAGE_QUALITY, 75],
    ["60 for some variants", LOW_IMAGE_QUALITY, 60],
    ["blog images use width 1280", BLOG_IMAGE_WIDTH, 1280],
    ["social images are 1200x630 with fill crop", SOCIAL_IMAGE, { width: 1200, height: 630, crop: "fill" }],
    ["cache lifetime 604800 seconds", CACHE_LIFETIME_SECONDS, 604800],
    ["fetch retries 2", FETCH_RETRIES, 2],
    ["test drive modal max width 600", TEST_DRIVE_MODAL_MAX_WIDTH, 600],
    ["chat-popup dismissed flag", PODIUM_POPUP_CLOSED_KEY, "podium-popup-closed"],
  ])("%s", (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  test("cache lifetime is one week", () => {
    expect(CACHE_LIFETIME_SECONDS).toBe(7 * 24 * 60 * 60);
  });

  test("small widths sit below the device widths, all ascending and distinct (next/image requires it)", () => {
    const all = [...IMAGE_SMALL_WIDTHS, ...IMAGE_WIDTHS];
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(all.length);
  });
});
