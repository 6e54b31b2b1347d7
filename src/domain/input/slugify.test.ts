import { describe, expect, test } from "vitest";
import { slugify } from "@/domain/input/slugify";

describe("slugify", () => {
  test.each([
    ["General Enquiry", "general-enquiry"],
    ["Sell My Car Enquiry", "sell-my-car-enquiry"],
    ["Trade-in Enquiry", "trade-in-enquiry"],
    ["Vehicle & Budget", "vehicle-budget"],
    ["  Service   Booking  ", "service-booking"],
    ["Café Renault", "cafe-renault"],
    ["--Finance--", "finance"],
    ["4WD/SUV", "4wd-suv"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
