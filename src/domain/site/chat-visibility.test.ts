import { describe, expect, test } from "vitest";
import { type ChatVisibilityRules, isChatHidden } from "@/domain/site/chat-visibility";

const hideOnStockPages: ChatVisibilityRules = {
  hide_on_paths: ["/cars", "/our-locations/", "/checkout-journey"],
  hide_on_careers: false,
};
const hideOnCareers: ChatVisibilityRules = { hide_on_paths: [], hide_on_careers: true };
const showEverywhere: ChatVisibilityRules = { hide_on_paths: [], hide_on_careers: false };

describe("isChatHidden: SPEC 2 'hidden for certain dealers on /cars, /our-locations/ and /checkout-journey'", () => {
  test.each<[string, boolean]>([
    ["/cars", true],
    ["/cars/", true],
    ["/cars/2021-ford-ranger", true],
    ["/cars/2021-ford-ranger/checkout", true],
    ["/our-locations", true],
    ["/our-locations/", true],
    ["/our-locations/parramatta", true],
    ["/checkout-journey?car_id=2021-ford-ranger", true],
    ["/checkout-journey?car_id=2021-ford-ranger&lead=42&token=abc_DEF-123&step=5", true],
    ["/checkout-journey/step", true],
    ["/CARS/2021-ford-ranger", true],
    // not under those paths
    ["/", false],
    ["/carsales-reviews", false],
    ["/search/used-cars", false],
    ["/careers", false],
    ["/contact", false],
  ])("%s → hidden %s", (path, hidden) => {
    expect(isChatHidden(path, hideOnStockPages)).toBe(hidden);
  });
});

describe("isChatHidden: SPEC 2 'hidden on careers pages (/careers, /current-positions) for another dealer type'", () => {
  test.each<[string, ChatVisibilityRules, boolean]>([
    ["/careers", hideOnCareers, true],
    ["/careers/sales-consultant", hideOnCareers, true],
    ["/current-positions", hideOnCareers, true],
    ["/current-positions/?role=tech", hideOnCareers, true],
    ["/pages/careers", hideOnCareers, true],
    ["/careers-day-2025", hideOnCareers, false],
    ["/cars/2021-ford-ranger", hideOnCareers, false],
    ["/careers", showEverywhere, false],
    ["/cars/2021-ford-ranger", showEverywhere, false],
    // a '/' rule hides the home page only
    ["/", { hide_on_paths: ["/"], hide_on_careers: false }, true],
    ["/contact", { hide_on_paths: ["/"], hide_on_careers: false }, false],
  ])("%s → hidden %s", (path, rules, hidden) => {
    expect(isChatHidden(path, rules)).toBe(hidden);
  });
});
