// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DEFAULT_OPENING_HOURS } from "@/domain/site/opening-hours";
import "../../../tests/support/dom";
import { keepOpenNowTrue } from "@/features/shell/keep-open-now-true";
import { OpenNowLive } from "@/features/shell/open-now-live";
import { OpenNowStatus } from "@/features/shell/open-now-status";

afterEach(() => {
  vi.useRealTimers();
});

describe("OpenNowStatus: the server's answer corrected on the shopper's clock", () => {
  test("a page cached overnight says 'Closed' until the browser recomputes it, then every minute after", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    // Tue 07:59 in Sydney (after daylight saving ended): closed, opens at 8:00am.
    vi.setSystemTime(new Date("2025-04-07T21:59:00Z"));
    render(
      <OpenNowStatus
        hours={DEFAULT_OPENING_HOURS}
        timeZone="Australia/Sydney"
        initial={{ open: false, label: "Closed" }}
        variant="line"
      />,
    );
    const status = screen.getByText(/^Closed/);
    expect(status).toHaveTextContent("Closed · opens 8:00am");
    expect(status).toHaveAttribute("data-open-now", "false");

    act(() => {
      vi.setSystemTime(new Date("2025-04-07T22:00:30Z"));
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/^Open now/)).toHaveTextContent("Open now · closes 5:00pm");
  });

  test("the header variant shows a dot and the label, the dot hidden from screen readers", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-04-07T23:00:00Z"));
    const { container } = render(
      <OpenNowStatus
        hours={DEFAULT_OPENING_HOURS}
        timeZone="Australia/Sydney"
        initial={{ open: false, label: "" }}
        variant="dot"
      />,
    );
    expect(screen.getByText(/^Open now/)).toHaveAttribute("data-open-now", "true");
    expect(container.querySelector('[aria-hidden="true"]')).toHaveClass("bg-emerald-400");
  });
});

// The header bar and the vehicle page: OpenNowLive's server markup, kept true by a plain script.
describe("OpenNowLive and keepOpenNowTrue: the same correction with no React in the browser", () => {
  test.each([
    ["dot", "", "bg-emerald-400", "text-sm"],
    ["line", "mt-2", "text-emerald-800", "bg-emerald-400"],
  ] as const)("the %s variant: the cached 'Closed' becomes 'Open now' at once and a minute later stays right", (variant, className, openClass, absentClass) => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    // Tue 07:59 in Sydney: closed, opens at 8:00am; the server's answer was rendered the night before.
    vi.setSystemTime(new Date("2025-04-07T21:59:00Z"));
    document.body.innerHTML = renderToStaticMarkup(
      <OpenNowLive
        hours={DEFAULT_OPENING_HOURS}
        timeZone="Australia/Sydney"
        initial={{ open: false, label: "Closed" }}
        variant={variant}
        className={className}
      />,
    );
    const host = document.querySelector("[data-open-now-live]") as Element;
    expect(host.tagName).toBe(variant === "line" ? "DIV" : "SPAN");
    const stop = keepOpenNowTrue(host);
    const label = host.querySelector("[data-open-now]");
    expect(label).toHaveTextContent("Closed · opens 8:00am");
    expect(label).toHaveAttribute("data-open-now", "false");

    vi.setSystemTime(new Date("2025-04-07T22:00:30Z"));
    vi.advanceTimersByTime(60_000);
    expect(label).toHaveTextContent("Open now · closes 5:00pm");
    expect(label).toHaveAttribute("data-open-now", "true");
    const coloured = variant === "dot" ? host.querySelector('[aria-hidden="true"]') : label;
    expect(coloured).toHaveClass(openClass);
    expect(coloured).not.toHaveClass(absentClass);
    if (variant === "line") expect(label).toHaveClass("mt-2");
    stop();
  });

  test("an element without readable hours is left as the server drew it", () => {
    document.body.innerHTML = '<span data-open-now-live="{not json"><span data-open-now="false">Closed</span></span>';
    const stop = keepOpenNowTrue(document.querySelector("[data-open-now-live]") as Element);
    expect(document.querySelector("[data-open-now]")).toHaveTextContent("Closed");
    stop();
  });
});
