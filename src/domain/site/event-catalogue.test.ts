import { describe, expect, test } from "vitest";
import {
  clickToCallLabel,
  EVENT_IDS,
  EVENT_LABELS,
  type EventKey,
  pageViewEventFor,
  stepEventId,
  testDriveEventId,
} from "@/domain/site/event-catalogue";

describe("EVENT_IDS: SPEC 9 'Event ids'", () => {
  test.each<[number, EventKey, string]>([
    [1, "page_view_home", "Home"],
    [2, "page_view_vehicle_inventory_listing", "Vehicle Inventory Listing"],
    [3, "page_view_new_vehicle_details", "New Vehicle Details"],
    [4, "page_view_used_vehicle_details", "Used Vehicle Details"],
    [5, "page_view_special_offers", "Special Offers"],
    [6, "page_view_fleet", "Fleet"],
    [7, "page_view_service", "Service"],
    [8, "page_view_parts_and_accessories", "Parts and Accessories"],
    [9, "page_view_finance", "Finance"],
    [10, "page_view_insurance", "Insurance"],
    [11, "page_view_ownership", "Ownership"],
    [12, "page_view_contact", "Contact"],
    [13, "page_view_about", "About"],
    [14, "form_new_vehicle", "New Vehicle"],
    [15, "form_used_vehicle", "Used Vehicle"],
    [16, "form_special_offer", "Special Offer"],
    [17, "form_test_drive_new", "Test Drive New"],
    [18, "form_trade_in", "Trade-in"],
    [19, "form_fleet", "Fleet"],
    [20, "form_service_booking", "Service Booking"],
    [21, "form_parts", "Parts"],
    [22, "form_general", "General"],
    [23, "form_finance", "Finance"],
    [24, "form_insurance", "Insurance"],
    [25, "click_to_call", "Click to Call"],
    [26, "finance_calculator", "Finance Calculator"],
    [27, "competition_entry", "Competition Entry"],
    [28, "finance", "Finance"],
    [29, "vehicle_search", "Vehicle Search"],
    [30, "finance_score", "Finance Score"],
    [31, "pre_approval", "Pre-approval"],
    [32, "next_step", "Next Step"],
    [33, "instant_price", "Instant Price"],
    [34, "quiz", "Quiz"],
    [35, "login_popup", "Login Popup"],
    [36, "request_code", "Request Code"],
    [37, "submit_code", "Submit Code"],
    [38, "complete_registration", "Complete Registration"],
    [39, "wishlist", "Wishlist"],
    [40, "sell_my_car", "Sell My Car"],
    [41, "directions", "Directions"],
    [42, "reserve_car", "Reserve Car"],
    [43, "sell_car_lookup", "Sell Car Lookup"],
    [44, "survey", "Survey"],
    [45, "service_enquiry", "Service Enquiry"],
    [46, "team_member", "Team Member"],
    [47, "subscription", "Subscription"],
    [48, "test_drive_used", "Test Drive Used"],
    [49, "used_list_view", "Used List View"],
    [50, "sell_car_valuation", "Sell Car Valuation"],
    [51, "career", "Career"],
    [52, "trade_in_lookup", "Trade-in Lookup"],
    [53, "trade_in_valuation", "Trade-in Valuation"],
    [54, "webchat_bubble", "Webchat Bubble"],
    [55, "webchat_started", "Webchat Started"],
    [56, "document_request", "Document Request"],
    [57, "message_sent", "Message Sent"],
    [58, "finance_link_click", "Finance Link Click"],
    [59, "finance_quote", "Finance Quote"],
    [60, "history_report", "History Report"],
    [61, "print_pdf", "Print PDF"],
    [62, "experiment_exposure", "Experiment Exposure"],
  ])("%i is %s (%s)", (id, key, label) => {
    expect(EVENT_IDS[key]).toBe(id);
    expect(EVENT_LABELS[key]).toBe(label);
  });

  test("ids 1-61 (the spec's), 62 (split-test exposure) and 63-64 (purchase journey steps, Forecourt's) each appear exactly once", () => {
    const ids = Object.values(EVENT_IDS).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });
});

describe("stepEventId: SPEC 9 '32 is also the step event id, sent with a step suffix'", () => {
  test.each<[number, string]>([
    [1, "32_1"],
    [2, "32_2"],
    [7, "32_7"],
  ])("step %i → %s", (step, expected) => {
    expect(stepEventId(step)).toBe(expected);
  });

  test.each([0, -1, 1.5, Number.NaN])("rejects step %s", (step) => {
    expect(() => stepEventId(step)).toThrow(RangeError);
  });
});

describe("testDriveEventId: 17 Test Drive New (also for a 'Test Drive Only' tag), 48 test drive used", () => {
  test.each<[string | null, string | null | undefined, number]>([
    ["new", undefined, 17],
    ["demo", null, 17],
    [null, null, 17],
    ["used", null, 48],
    ["used", "Special", 48],
    ["used", "Test Drive Only", 17],
    ["used", "*** Test Drive Vehicle Only ***", 17],
    ["new", "Test Drive Only", 17],
  ])("car_type=%s tag=%s → %i", (carType, tag, expected) => {
    expect(testDriveEventId(carType, tag)).toBe(expected);
  });
});

describe("clickToCallLabel: SPEC 9 '25 click to call (labelled New Car or Used Car from the path)'", () => {
  test.each<[string, string]>([
    ["/search/used-cars", "Used Car"],
    ["/cars/used-2019-mazda-3-maxx", "Used Car"],
    ["/pre-owned", "Used Car"],
    ["/search/PRE-OWNED-RVs-in-stock", "Used Car"],
    ["/search/new-used-and-demo-cars", "Used Car"],
    ["/cars/2024-ford-ranger-xlt", "New Car"],
    ["/search/new-RVs-in-stock", "New Car"],
    ["/search/demo-cars", "New Car"],
    ["/", "New Car"],
    // the query string is not the path
    ["/cars/2024-ford-ranger?from=used-cars", "New Car"],
  ])("%s → %s", (path, label) => {
    expect(clickToCallLabel(path)).toBe(label);
  });
});

describe("clickToCallLabel: a call about a known car takes the car's type, not its slug's words", () => {
  test.each<[string, string, string]>([
    ["/cars/2019-mazda-3-maxx", "used", "Used Car"],
    ["/cars/2024-ford-ranger-xlt", "new", "New Car"],
    ["/cars/2024-ford-ranger-demo", "demo", "New Car"],
    ["/cars/used-2019-mazda-3-maxx", "new", "New Car"],
  ])("%s (%s) → %s", (path, carType, label) => {
    expect(clickToCallLabel(path, carType)).toBe(label);
  });
});

describe("pageViewEventFor: routes → page views 1-13", () => {
  test.each<[string, string, string | null, number | null]>([
    ["/", "dealer", null, 1],
    ["/?utm_source=google", "dealer", null, 1],
    ["/search/new-used-and-demo-cars", "dealer", null, 2],
    ["/pre-owned", "manufacturer", null, 2],
    ["/cars/2024-ford-ranger-xlt", "dealer", "new", 3],
    ["/cars/2024-ford-ranger-xlt", "dealer", "demo", 3],
    ["/cars/2019-mazda-3", "dealer", "used", 4],
    ["/motorcycles/2022-honda-cb500", "motorcycle", "used", 4],
    ["/campers/2023-jayco-swan", "camper", "new", 3],
    ["/campers/2023-jayco-swan", "range", "new", 3],
    ["/campers/2019-jayco-swan", "range", "used", 4],
    ["/special-offers", "dealer", null, 5],
    ["/fleet", "dealer", null, 6],
    ["/service", "dealer", null, 7],
    ["/pages/book-a-service", "dealer", null, 7],
    ["/servicing-your-rv", "range", null, 7],
    ["/vehicle-parts-and-accessories", "dealer", null, 8],
    ["/caravan-accessories", "camper", null, 8],
    ["/finance", "dealer", null, 9],
    ["/finance-the-dream?car_id=12#finance-form", "dealer", null, 9],
    ["/apply-for-finance", "dealer", null, 9],
    ["/insuring-your-investment", "range", null, 10],
    ["/warranty", "range", null, 11],
    ["/roadside-assistance", "range", null, 11],
    ["/contact", "dealer", null, 12],
    ["/contact-us/parramatta", "dealer", null, 12],
    ["/our-locations/", "dealer", null, 12],
    ["/about-us", "dealer", null, 13],
    ["/pages/about-us", "dealer", null, 13],
    // not page views in the catalogue
    ["/cars/trade-in?car_id=12", "dealer", null, null],
    ["/cars/2024-ford-ranger-xlt/checkout", "dealer", "new", null],
    ["/success?category=general-enquiry", "dealer", null, null],
    ["/careers", "dealer", null, null],
    ["/financed-cars", "dealer", null, null],
  ])("%s (%s, %s) → %s", (path, template, carType, expected) => {
    expect(pageViewEventFor(path, template, carType)).toBe(expected);
  });
});
