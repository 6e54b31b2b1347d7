// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { listViewAttributes, sendListView } from "@/features/analytics/list-view";
import { dataLayerEventIds } from "../../../tests/support/dom";

function element(attributes: Record<string, string>) {
  const span = document.createElement("span");
  for (const [name, value] of Object.entries(attributes)) span.setAttribute(name, value);
  return span;
}

beforeEach(() => {
  window.dataLayer = [];
});

describe("a list's view event, from the hidden element the page writes", () => {
  test("sends the event with the list's address", () => {
    sendListView(element(listViewAttributes(EVENT_IDS.used_list_view, "/search/used-cars?make=Mazda")));
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.used_list_view]);
    expect(window.dataLayer?.at(-1)).toEqual(
      expect.objectContaining({ list_path: "/search/used-cars?make=Mazda" }),
    );
  });

  test.each([["0"], ["not a number"], ["-3"], [""]])("an event id of %j sends nothing", (id) => {
    sendListView(element({ "data-list-view": id, "data-list-key": "/search" }));
    expect(dataLayerEventIds()).toEqual([]);
  });
});
