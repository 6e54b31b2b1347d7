// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { PasskeysPanel } from "@/features/console/passkeys-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The passkeys are still loading (the fetch never answers): the form is drawn at once.
test("the passkey's name is the kit's Field, marked optional and bound to 60 characters", () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  render(<PasskeysPanel />);
  const control = screen.getByLabelText("Passkey name (optional)");
  expect(control.tagName).toBe("INPUT");
  expect(control.getAttribute("maxlength")).toBe("60");
  expect(control.getAttribute("aria-required")).toBeNull();
  expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe("Passkey name (optional)");
});
