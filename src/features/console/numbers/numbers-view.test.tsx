// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { NumbersView } from "@/features/console/numbers/numbers-view";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The charts and choices are still loading (the fetches never answer): the range form is drawn at once.
test.each([
  { label: "From", tag: "INPUT", value: "2026-01-01", required: "true" },
  { label: "To", tag: "INPUT", value: "2026-01-31", required: "true" },
  { label: "Site or dealership", tag: "SELECT", value: "", required: null },
])(
  "the numbers' $label is the kit's Field, its label naming its control",
  ({ label, tag, value, required }) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<NumbersView route={{ view: "numbers", from: "2026-01-01", to: "2026-01-31" }} />);
    const control = screen.getByLabelText(label);
    expect(control.tagName).toBe(tag);
    expect(control).toHaveProperty("value", value);
    expect(control.getAttribute("aria-required")).toBe(required);
    expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe(label);
  },
);
