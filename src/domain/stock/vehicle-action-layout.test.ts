import { describe, expect, test } from "vitest";
import { VEHICLE_ACTIONS, type VehicleAction } from "@/domain/config/site-config";
import { vehicleActionLayout } from "@/domain/stock/vehicle-action-layout";

describe("vehicleActionLayout (one primary action, a few secondary, the rest grouped)", () => {
  test.each<[string, VehicleAction[], VehicleAction | null, VehicleAction[], VehicleAction[]]>([
    ["nothing enabled", [], null, [], []],
    ["enquire alone", ["enquire"], "enquire", [], []],
    [
      "every action (a checkout dealer): enquire leads, then call and the buying steps",
      [...VEHICLE_ACTIONS],
      "enquire",
      ["call", "reserve", "buy_online"],
      [
        "phone_reveal",
        "test_drive",
        "finance",
        "trade_in",
        "whatsapp",
        "chat",
        "assistant_chat",
        "history_report",
        "vehicle_location",
      ],
    ],
    [
      "a dealer without checkout",
      ["call", "finance", "enquire", "test_drive", "trade_in", "history_report", "vehicle_location"],
      "enquire",
      ["call", "test_drive", "finance"],
      ["trade_in", "history_report", "vehicle_location"],
    ],
    [
      "phone reveal stands in for call",
      ["phone_reveal", "enquire", "test_drive"],
      "enquire",
      ["phone_reveal", "test_drive"],
      [],
    ],
    [
      "no enquiry: the strongest action (buy online) leads",
      ["call", "reserve", "buy_online", "chat"],
      "buy_online",
      ["call", "reserve", "chat"],
      [],
    ],
    [
      "no enquiry, no checkout: a test drive leads",
      ["call", "test_drive", "whatsapp"],
      "test_drive",
      ["call", "whatsapp"],
      [],
    ],
    [
      "only phone actions: call leads, the reveal is grouped",
      ["call", "phone_reveal"],
      "call",
      [],
      ["phone_reveal"],
    ],
  ])("%s", (_name, available, primary, secondary, more) => {
    const layout = vehicleActionLayout(available);
    expect(layout).toEqual({ primary, secondary, more });
    // Every available action is shown exactly once (SPEC 2: all stay configurable).
    const shown = [layout.primary, ...layout.secondary, ...layout.more].filter(Boolean);
    expect([...shown].sort()).toEqual([...available].sort());
  });
});
