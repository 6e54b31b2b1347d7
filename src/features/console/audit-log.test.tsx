// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { AuditLog } from "@/features/console/audit-log";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The changes are still loading (the fetch never answers): the filter is drawn at once.
test("the changes' filter is the kit's Field: its label names the stock number, filled from the address", () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<AuditLog route={{ view: "audit", stocknum: "AB123" }} />);
  const control = screen.getByLabelText("Stock number");
  expect(control.tagName).toBe("INPUT");
  expect(control).toHaveProperty("value", "AB123");
  expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe("Stock number");
  expect(screen.getByRole("form", { name: "Filter changes" }).contains(control)).toBe(true);
});
