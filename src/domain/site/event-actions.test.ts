import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { EVENT_IDS, EVENTS_NOT_OFFERED, type EventKey } from "@/domain/site/event-catalogue";

/**
 * SPEC 9 "Event ids": every id is either sent where its action happens, or recorded in
 * EVENTS_NOT_OFFERED as an action the platform does not offer. Each row names the action, the
 * file that sends it (or defines what is sent) and what in that file does, so a row whose
 * wiring is removed fails here. Behaviour is checked by the domain tests of each rule and by
 * the e2e tests reading window.dataLayer (site-experience.spec.ts).
 */
const SENT: ReadonlyArray<readonly [number, EventKey, string, string, string]> = [
  [
    1,
    "page_view_home",
    "opening the home page",
    "src/features/analytics/page-view-tracker.tsx",
    "pageViewEventFor",
  ],
  [
    2,
    "page_view_vehicle_inventory_listing",
    "opening a stock search page",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_vehicle_inventory_listing",
  ],
  [
    3,
    "page_view_new_vehicle_details",
    "opening a new or demo car's page",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_new_vehicle_details",
  ],
  [
    4,
    "page_view_used_vehicle_details",
    "opening a used car's page",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_used_vehicle_details",
  ],
  [
    5,
    "page_view_special_offers",
    "opening /special-offers",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_special_offers",
  ],
  [6, "page_view_fleet", "opening /fleet", "src/domain/site/event-catalogue.ts", "EVENT_IDS.page_view_fleet"],
  [
    7,
    "page_view_service",
    "opening /service",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_service",
  ],
  [
    8,
    "page_view_parts_and_accessories",
    "opening the parts page",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_parts_and_accessories",
  ],
  [
    9,
    "page_view_finance",
    "opening a finance page",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_finance",
  ],
  [
    10,
    "page_view_insurance",
    "opening /insuring-your-investment",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_insurance",
  ],
  [
    11,
    "page_view_ownership",
    "opening /warranty or /roadside-assistance",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_ownership",
  ],
  [
    12,
    "page_view_contact",
    "opening /contact or /our-locations",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_contact",
  ],
  [
    13,
    "page_view_about",
    "opening /about-us",
    "src/domain/site/event-catalogue.ts",
    "EVENT_IDS.page_view_about",
  ],
  [
    14,
    "form_new_vehicle",
    "sending an enquiry about a new or demo car, or a New Vehicle enquiry",
    "src/domain/leads/vehicle-enquiry-event-id.ts",
    "EVENT_IDS.form_new_vehicle",
  ],
  [
    15,
    "form_used_vehicle",
    "sending an enquiry about a used car, or a Used Vehicle enquiry",
    "src/domain/leads/vehicle-enquiry-event-id.ts",
    "EVENT_IDS.form_used_vehicle",
  ],
  [
    16,
    "form_special_offer",
    "sending the enquiry from a special offer's 'Enquire about this offer'",
    "src/features/forms-pages/form-route.tsx",
    "EVENT_IDS.form_special_offer",
  ],
  [
    17,
    "form_test_drive_new",
    "booking a test drive of a new car, or enquiring about a test-drive-only car",
    "src/domain/leads/vehicle-enquiry-event-id.ts",
    "EVENT_IDS.form_test_drive_new",
  ],
  [
    18,
    "form_trade_in",
    "sending the trade-in valuation form (a Trade-in form submission)",
    "src/domain/leads/forms/trade-in.ts",
    "EVENT_IDS.form_trade_in",
  ],
  [
    19,
    "form_fleet",
    "sending a Fleet enquiry",
    "src/domain/leads/enquiry-event-id.ts",
    "EVENT_IDS.form_fleet",
  ],
  [
    20,
    "form_service_booking",
    "booking a service",
    "src/domain/leads/forms/service-booking.ts",
    "conversionEventId: 20",
  ],
  [
    21,
    "form_parts",
    "sending the parts form or a Parts enquiry",
    "src/domain/leads/forms/parts.ts",
    "conversionEventId: 21",
  ],
  [
    22,
    "form_general",
    "sending a General enquiry (the default conversion)",
    "src/domain/leads/enquiry-event-id.ts",
    "EVENT_IDS.form_general",
  ],
  [
    23,
    "form_finance",
    "sending the finance form or a Finance enquiry",
    "src/domain/leads/forms/finance.ts",
    "conversionEventId: 23",
  ],
  [
    25,
    "click_to_call",
    "tapping a call link",
    "src/features/phone/record-call.ts",
    "EVENT_IDS.click_to_call",
  ],
  [
    26,
    "finance_calculator",
    "changing the repayment calculator",
    "src/features/lead-form/repayment-calculator.tsx",
    "EVENT_IDS.finance_calculator",
  ],
  [
    29,
    "vehicle_search",
    "applying a stock search (filters, sort, quick search)",
    "src/features/stock-search/search-form.tsx",
    "EVENT_IDS.vehicle_search",
  ],
  [
    29,
    "vehicle_search",
    "submitting the home page's quick search",
    "src/features/home/quick-search.tsx",
    'data-event="vehicle_search"',
  ],
  [
    31,
    "pre_approval",
    "sending the finance pre-approval form (commerce.finance_preapproval)",
    "src/features/forms-pages/form-route.tsx",
    "EVENT_IDS.pre_approval",
  ],
  [
    32,
    "next_step",
    "finishing a step of a multi-step form (32_n)",
    "src/features/lead-form/lead-form-analytics.ts",
    "stepEventId(",
  ],
  [
    35,
    "login_popup",
    "being shown the sign-in form",
    "src/features/accounts/sign-in-form.tsx",
    "EVENT_IDS.login_popup",
  ],
  [
    36,
    "request_code",
    "asking for a sign-in link",
    "src/features/accounts/sign-in-form.tsx",
    "EVENT_IDS.request_code",
  ],
  [
    37,
    "submit_code",
    "arriving signed in from the emailed link",
    "src/features/accounts/account-link.tsx",
    "EVENT_IDS.submit_code",
  ],
  [
    38,
    "complete_registration",
    "a new account's first sign-in",
    "src/features/accounts/account-link.tsx",
    "EVENT_IDS.complete_registration",
  ],
  [
    39,
    "wishlist",
    "saving a favourite",
    "src/features/favourites/favourite-button.tsx",
    "FAVOURITES_EVENT_ID",
  ],
  [
    40,
    "sell_my_car",
    "sending the sell-my-car form or a Sell My Car enquiry",
    "src/domain/leads/forms/sell-my-car.ts",
    "conversionEventId: 40",
  ],
  [
    41,
    "directions",
    "following a maps link",
    "src/features/pages/directions-link.tsx",
    "EVENT_IDS.directions",
  ],
  [
    42,
    "reserve_car",
    "leaving the reserve page for the provider's payment page",
    "src/features/reserve/reserve-form.tsx",
    "EVENT_IDS.reserve_car",
  ],
  [
    43,
    "sell_car_lookup",
    "looking up a registration on the sell-my-car form",
    "src/features/lead-form/use-rego-lookup.ts",
    "EVENT_IDS.sell_car_lookup",
  ],
  [
    45,
    "service_enquiry",
    "sending a Service enquiry",
    "src/domain/leads/enquiry-event-id.ts",
    "EVENT_IDS.service_enquiry",
  ],
  [
    47,
    "subscription",
    "enquiring about a car on a subscription site",
    "src/domain/leads/vehicle-enquiry-event-id.ts",
    "EVENT_IDS.subscription",
  ],
  [
    48,
    "test_drive_used",
    "booking a test drive of a used car",
    "src/domain/leads/vehicle-enquiry-event-id.ts",
    "EVENT_IDS.test_drive_used",
  ],
  [
    49,
    "used_list_view",
    "viewing a list of used stock only",
    "src/domain/site/list-view-event.ts",
    "EVENT_IDS.used_list_view",
  ],
  [
    50,
    "sell_car_valuation",
    "the sell-my-car lookup showing the car's trade value",
    "src/features/lead-form/use-rego-lookup.ts",
    "EVENT_IDS.sell_car_valuation",
  ],
  [
    51,
    "career",
    "sending the careers form or a Careers enquiry",
    "src/domain/leads/forms/careers.ts",
    "EVENT_IDS.career",
  ],
  [
    52,
    "trade_in_lookup",
    "looking up a registration on the trade-in form",
    "src/features/lead-form/use-rego-lookup.ts",
    "EVENT_IDS.trade_in_lookup",
  ],
  [
    53,
    "trade_in_valuation",
    "sending the trade-in valuation form",
    "src/domain/leads/forms/trade-in.ts",
    "EVENT_IDS.trade_in_valuation",
  ],
  [
    54,
    "webchat_bubble",
    "opening the chat",
    "src/features/third-party/chat-widget.tsx",
    "EVENT_IDS.webchat_bubble",
  ],
  [
    55,
    "webchat_started",
    "the first live chat message",
    "src/domain/site/third-party.ts",
    "chatEventFor(countedSoFar === 0)",
  ],
  [
    57,
    "message_sent",
    "each later live chat message",
    "src/domain/site/third-party.ts",
    "chatEventFor(countedSoFar === 0)",
  ],
  [
    58,
    "finance_link_click",
    "following any link to a finance page",
    "src/features/analytics/action-tracking.ts",
    "linkClickEventFor(",
  ],
  [
    60,
    "history_report",
    "following a vehicle's history report link",
    "src/features/vehicle/vehicle-action-bar.tsx",
    "EVENT_IDS.history_report",
  ],
  [
    61,
    "print_pdf",
    "printing an information page",
    "src/features/pages/print-button.tsx",
    "EVENT_IDS.print_pdf",
  ],
  [
    62,
    "experiment_exposure",
    "being shown a split test's variant, once a session (split_testing)",
    "src/features/home/split-test-label.tsx",
    "EVENT_IDS.experiment_exposure",
  ],
  [
    63,
    "purchase_step_view",
    "being shown a step of the online purchase journey",
    "src/features/checkout-journey/journey-step-events.tsx",
    "EVENT_IDS.purchase_step_view",
  ],
  [
    64,
    "purchase_step_complete",
    "sending a step of the online purchase journey, or following Pay deposit",
    "src/features/checkout-journey/journey-step-events.tsx",
    "EVENT_IDS.purchase_step_complete",
  ],
];

const root = join(import.meta.dirname, "../../..");
const source = (file: string) => readFileSync(join(root, file), "utf8");

describe("SPEC 9 event ids → the action that sends them", () => {
  test.each(SENT)("%i %s: %s (%s)", (id, key, _action, file, token) => {
    expect(EVENT_IDS[key]).toBe(id);
    expect(EVENTS_NOT_OFFERED[key]).toBeUndefined();
    expect(source(file)).toContain(token);
  });

  test("every id of the catalogue is sent or recorded as not offered, never both", () => {
    const sent = new Set(SENT.map(([, key]) => key));
    for (const key of Object.keys(EVENT_IDS) as EventKey[]) {
      expect(sent.has(key) !== (EVENTS_NOT_OFFERED[key] !== undefined), key).toBe(true);
    }
  });

  test("the not-offered list is in id order (merges stay easy)", () => {
    const ids = (Object.keys(EVENTS_NOT_OFFERED) as EventKey[]).map((key) => EVENT_IDS[key]);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test("the chat's first and later messages are 55 and 57", () => {
    expect(source("src/domain/site/analytics-payload.ts")).toContain(
      "isFirstMessage ? EVENT_IDS.webchat_started : EVENT_IDS.message_sent",
    );
  });
});
