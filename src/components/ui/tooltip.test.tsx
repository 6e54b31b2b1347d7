// @vitest-environment jsdom
// Fake timers: the open delay (700 ms) and the skip delay (300 ms) are SPEC 9's numbers.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Tooltip } from "@/components/ui/tooltip";
import "../../../tests/support/dom";

let clock = Date.parse("2026-03-02T10:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  // Each test starts long after the previous one's tooltips closed (the skip delay is page-wide).
  clock += 60_000;
  vi.setSystemTime(clock);
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderTooltips(openDelayMs?: number) {
  return render(
    <>
      <Tooltip content="Kilometres on the odometer" openDelayMs={openDelayMs}>
        <button type="button" aria-describedby="odometer-note">
          Odometer
        </button>
      </Tooltip>
      <p id="odometer-note">As listed by the dealer.</p>
      <Tooltip content="Fuel used per 100 km" openDelayMs={openDelayMs}>
        <button type="button">Fuel economy</button>
      </Tooltip>
    </>,
  );
}

const odometer = () => screen.getByRole("button", { name: "Odometer" });
const fuel = () => screen.getByRole("button", { name: "Fuel economy" });

describe("Tooltip (SPEC 9: 700 ms open delay, 300 ms skip delay)", () => {
  test("keyboard focus shows it after 700 ms, describing the trigger alongside its own description; Escape closes it", () => {
    renderTooltips();
    act(() => odometer().focus());
    advance(699);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(odometer()).toHaveAccessibleDescription("As listed by the dealer.");
    advance(1);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Kilometres on the odometer");
    expect(odometer()).toHaveAccessibleDescription("As listed by the dealer. Kilometres on the odometer");

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(odometer()).toHaveAccessibleDescription("As listed by the dealer.");
    expect(odometer()).toHaveFocus();
  });

  test("leaving before the delay shows nothing; leaving after closes it", () => {
    renderTooltips();
    act(() => fuel().focus());
    advance(500);
    act(() => fuel().blur());
    advance(1000);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(fuel()).not.toHaveAttribute("aria-describedby");

    act(() => fuel().focus());
    advance(700);
    expect(screen.getByRole("tooltip")).toBeVisible();
    act(() => fuel().blur());
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  test("a mouse hover shows it, leaving hides it; a touch does not open it", () => {
    renderTooltips(0);
    fireEvent.pointerEnter(fuel(), { pointerType: "touch" });
    expect(screen.queryByRole("tooltip")).toBeNull();

    fireEvent.pointerEnter(fuel(), { pointerType: "mouse" });
    expect(screen.getByRole("tooltip")).toHaveTextContent("Fuel used per 100 km");
    fireEvent.pointerLeave(fuel(), { pointerType: "mouse" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  test("moving to the next tooltip within 300 ms of one closing opens it at once; later it waits again", () => {
    renderTooltips();
    act(() => odometer().focus());
    advance(700);
    // Separate steps, as a browser runs them (React renders between a real blur and focus).
    act(() => odometer().blur());
    advance(299);
    act(() => fuel().focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Fuel used per 100 km");

    act(() => fuel().blur());
    advance(300);
    act(() => odometer().focus());
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(700);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Kilometres on the odometer");
  });
});
