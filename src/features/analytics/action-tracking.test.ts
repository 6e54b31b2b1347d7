// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { listenForActions } from "@/features/analytics/action-tracking";
import { track } from "@/features/analytics/track";

const ids = () => (window.dataLayer ?? []).map((entry) => (entry as { event_id: unknown }).event_id);

let stop: () => void;
beforeEach(() => {
  window.dataLayer = [];
  stop = listenForActions(document);
});
afterEach(() => {
  stop();
  document.body.innerHTML = "";
});

function click(html: string, selector: string) {
  document.body.innerHTML = html;
  const element = defined(document.querySelector<HTMLElement>(selector), selector);
  // Links are not followed in these tests.
  element.addEventListener("click", (event) => event.preventDefault());
  element.click();
}

describe("listenForActions (SPEC 9)", () => {
  test.each<[string, string, unknown[]]>([
    ["a finance link in the header: 58", '<header><a href="/finance?car_id=3">Finance</a></header>', [58]],
    [
      "the text inside a finance link: 58",
      '<a href="/apply-for-finance"><span id="t">Apply</span></a>',
      [58],
    ],
    ["a link elsewhere: nothing", '<a href="/service">Service</a>', []],
    ["a finance page on another site: nothing", '<a href="https://bank.example/finance">Bank</a>', []],
    ["a button naming its event: that event", '<button data-event="print_pdf">Print</button>', [61]],
    ["a name not in the catalogue: nothing", '<button data-event="bogus">X</button>', []],
  ])("%s", (_label, html, expected) => {
    click(html, html.includes('id="t"') ? "#t" : "a, button");
    expect(ids()).toEqual(expected);
  });

  test("a link whose own handler already sent 58 for this click is not counted twice", () => {
    document.body.innerHTML = '<a href="/finance">Get finance</a>';
    const link = defined(document.querySelector("a"), "the link");
    link.addEventListener("click", (event) => {
      event.preventDefault();
      track(EVENT_IDS.finance_link_click, { label: "vehicle page" });
    });
    link.click();
    link.click();
    expect(ids()).toEqual([58, 58]);
    expect((window.dataLayer?.[0] as { label?: string } | undefined)?.label).toBe("vehicle page");
  });

  test("a form marked data-event sends it on submit", () => {
    document.body.innerHTML = '<form data-event="vehicle_search"><button>Search</button></form>';
    const form = defined(document.querySelector("form"), "the form");
    form.addEventListener("submit", (event) => event.preventDefault());
    form.requestSubmit();
    expect(ids()).toEqual([29]);
  });

  test("after stop, nothing is sent", () => {
    stop();
    click('<a href="/finance">Finance</a>', "a");
    expect(ids()).toEqual([]);
    stop = () => {};
  });
});
