import { expect, test } from "vitest";
import {
  type EnquiryCar,
  type EnquiryContext,
  testDriveEventId,
  vehicleEnquiryEventId,
} from "@/domain/leads/vehicle-enquiry-event-id";

test.each<[EnquiryCar, number]>([
  [{ car_type: "new", tag: null }, 14],
  [{ car_type: "demo", tag: null }, 14],
  [{ car_type: "used", tag: null }, 15],
  [{ car_type: "used", tag: "Special" }, 15],
  [{ car_type: "new", tag: "Test Drive Only" }, 17],
  [{ car_type: "used", tag: "*** Test Drive Vehicle Only ***" }, 17],
])("vehicle enquiry about %j fires %i", (car, id) => {
  expect(vehicleEnquiryEventId(car)).toBe(id);
});

test.each<[EnquiryCar, EnquiryContext, number]>([
  // SPEC 9: 16 Special Offer, 47 subscription.
  [{ car_type: "used", tag: null }, { specialOffer: true }, 16],
  [{ car_type: "new", tag: null }, { specialOffer: true, template: "subscription" }, 16],
  [{ car_type: "new", tag: null }, { template: "subscription" }, 47],
  [{ car_type: "used", tag: null }, { template: "subscription" }, 47],
  [{ car_type: "used", tag: null }, { template: "dealer" }, 15],
  [{ car_type: "new", tag: "Test Drive Only" }, { specialOffer: true, template: "subscription" }, 17],
])("vehicle enquiry about %j from %j fires %i", (car, context, id) => {
  expect(vehicleEnquiryEventId(car, context)).toBe(id);
});

// SPEC 9: "17 Test Drive New (also for a 'Test Drive Only' tag enquiry)", "48 test drive used".
test.each<[EnquiryCar | null, number]>([
  [{ car_type: "new", tag: null }, 17],
  [{ car_type: "demo", tag: null }, 17],
  [null, 17],
  [{ car_type: "used", tag: null }, 48],
  [{ car_type: "used", tag: "Special" }, 48],
  [{ car_type: "used", tag: "Test Drive Only" }, 17],
  [{ car_type: "used", tag: " *** Test Drive Vehicle Only *** " }, 17],
  [{ car_type: "new", tag: "Test Drive Only" }, 17],
])("test drive booking for %j fires %i", (car, id) => {
  expect(testDriveEventId(car)).toBe(id);
});
