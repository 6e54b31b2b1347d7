// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, test } from "vitest";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { startTrackedLink } from "@/features/vehicle/start-tracked-link";
import { TrackedLink } from "@/features/vehicle/tracked-link";
import { dataLayerEventIds } from "../../../tests/support/dom";

const vehicle = { name: "2021 Mazda CX-5", stocknum: "U1", price: 3_199_000, slug: "2021-mazda-cx-5-u1" };

beforeEach(() => {
  window.dataLayer = [];
});

describe("a TrackedLink that is server markup alone, started by the page's script", () => {
  test("following it sends its event with its detail, once", () => {
    document.body.innerHTML = renderToString(
      <TrackedLink href="#quote" eventId={EVENT_IDS.finance_link_click} detail={{ vehicle }}>
        Get a quote
      </TrackedLink>,
    );
    const link = document.querySelector("a") as HTMLAnchorElement;
    const stop = startTrackedLink(link);
    link.click();
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.finance_link_click]);
    // The detail travels with the event (the car's stock number among it).
    expect(JSON.stringify(window.dataLayer?.at(-1))).toContain('"U1"');
    stop();
    link.click();
    expect(dataLayerEventIds()).toEqual([EVENT_IDS.finance_link_click]);
  });

  test("a link with no readable event sends nothing", () => {
    document.body.innerHTML = '<a href="#x" data-tracked-event="nope">x</a>';
    const link = document.querySelector("a") as HTMLAnchorElement;
    startTrackedLink(link);
    link.click();
    expect(dataLayerEventIds()).toEqual([]);
  });
});
