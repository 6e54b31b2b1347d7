import { describe, expect, test } from "vitest";
import { type SuccessPairs, successUrl } from "@/domain/leads/success-url";

describe("successUrl (SPEC §2 /success)", () => {
  test.each<[string, SuccessPairs | undefined, string]>([
    ["General Enquiry", undefined, "/success?category=general-enquiry"],
    ["Finance Enquiry", { car_id: 981 }, "/success?category=finance-enquiry&car_id=981"],
    ["Vehicle Enquiry", { car_type: "demo" }, "/success?category=demo-vehicle-enquiry&car_type=demo"],
    [
      "Vehicle Enquiry",
      { car_type: "used", car_id: 5 },
      "/success?category=used-vehicle-enquiry&car_type=used&car_id=5",
    ],
    ["Vehicle Enquiry", { car_type: "new" }, "/success?category=new-vehicle-enquiry&car_type=new"],
    ["Test Drive Booking", { car_type: "Used" }, "/success?category=used-vehicle-enquiry&car_type=Used"],
    [
      "Test Drive Booking",
      { car_type: "subscription" },
      "/success?category=new-vehicle-enquiry&car_type=subscription",
    ],
    ["Test Drive Booking", { car_type: "" }, "/success?category=test-drive-booking"],
    [
      "Service Booking",
      { car_type: null, location: "north side" },
      "/success?category=service-booking&location=north+side",
    ],
    ["Parts Enquiry", { category: "hacked" }, "/success?category=parts-enquiry"],
    ["Sell My Car Enquiry", { ref: "a&b=c" }, "/success?category=sell-my-car-enquiry&ref=a%26b%3Dc"],
  ])("%j with %j → %s", (category, pairs, expected) => {
    expect(successUrl(category, pairs)).toBe(expected);
  });
});
