// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { StepForm } from "@/features/console/onboarding-fields";
import {
  DealershipStepView,
  ImportStepView,
  LocationStepView,
  PublishStepView,
} from "@/features/console/onboarding-view";

afterEach(cleanup);

function form(state: Partial<StepForm> = {}): StepForm {
  return {
    values: {},
    setValues: vi.fn(),
    errors: {},
    setErrors: vi.fn(),
    message: null,
    setMessage: vi.fn(),
    busy: false,
    setBusy: vi.fn(),
    set: () => vi.fn(),
    send: vi.fn(),
    ...state,
  };
}

const dealerships = [{ id: 4, name: "Onboard Toyota", dealer_group_id: 1 }];
const choice = { dealerships, dealership: "4", onDealership: vi.fn() };

describe("the onboarding's views", () => {
  test("the dealership step names its fields, shows the feed key once and the API's errors", () => {
    render(
      <DealershipStepView
        form={form({ errors: { slug: "is taken" }, message: { kind: "error", text: "Check the fields." } })}
        groups={[{ id: 1, name: "Onboard Motors" }]}
        feedKey="fck_123"
        onSubmit={vi.fn()}
      />,
    );
    const step = screen.getByRole("region", { name: "2. Dealership" });
    expect(within(step).getByLabelText("Dealer group")).toHaveProperty("value", "1");
    expect(within(step).getByLabelText("Dealership slug").getAttribute("aria-invalid")).toBe("true");
    expect(within(step).getByText("Dealership slug is taken")).toBeTruthy();
    expect(within(step).getByRole("alert").textContent).toBe("Check the fields.");
    expect(within(step).getByLabelText("Inventory-feed key (shown once)")).toHaveProperty("value", "fck_123");
  });

  test("the location step shows an hours error on its day, and is disabled with no dealership", () => {
    const { rerender } = render(
      <LocationStepView
        form={form({
          values: { open_1: "17:00", close_1: "08:00" },
          errors: { open_1: "must close after it opens" },
        })}
        {...choice}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText("Monday must close after it opens")).toBeTruthy();
    expect(screen.getByLabelText("Monday opens").getAttribute("aria-invalid")).toBe("true");
    // Both of the day's times are described by its message; another day's are not.
    for (const label of ["Monday opens", "Monday closes"]) {
      const described = screen.getByLabelText(label).getAttribute("aria-describedby");
      expect(document.getElementById(String(described))?.textContent, label).toBe(
        "Monday must close after it opens",
      );
    }
    expect(screen.getByLabelText("Tuesday closes").getAttribute("aria-describedby")).toBeNull();
    expect(screen.getByLabelText("Dealership", { selector: "select" })).toHaveProperty("value", "4");
    expect(screen.getByRole("button", { name: "Add location" })).toHaveProperty("disabled", false);
    rerender(<LocationStepView form={form()} {...choice} dealerships={[]} onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Add location" })).toHaveProperty("disabled", true);
  });

  test("the import step lists a refused file's wrong rows and its file error", () => {
    render(
      <ImportStepView
        form={form({ errors: { csv: "has no header row" } })}
        rows={[{ where: "Row 3", fields: { price: "must be a number", year: "is required" } }]}
        onFile={vi.fn()}
        onSubmit={vi.fn()}
        {...choice}
      />,
    );
    expect(screen.getByText("The file has no header row")).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe("Row 3: price must be a number; year is required");
  });

  // The kit's Field: each label names its own control, which its error (first) and help describe.
  test.each([
    { label: "Dealership name", error: "Dealership name is required", help: null },
    { label: "Dealership slug", error: "Dealership slug is taken", help: "lower-case letters" },
    { label: "Phone (optional)", error: null, help: null },
  ])("the dealership step's $label is wired to its label, error and help", ({ label, error, help }) => {
    render(
      <DealershipStepView
        form={form({ errors: { name: "is required", slug: "is taken" } })}
        groups={[{ id: 1, name: "Onboard Motors" }]}
        feedKey={null}
        onSubmit={vi.fn()}
      />,
    );
    const control = screen.getByLabelText(label);
    expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe(label);
    const described = (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "");
    expect(control.getAttribute("aria-invalid")).toBe(error ? "true" : null);
    if (error) expect(described[0]).toBe(error);
    if (help) expect(described.at(-1)?.toLowerCase()).toContain(help);
    if (!error && !help) expect(described).toEqual([]);
  });

  // jsdom joins a visually hidden part of a name without its leading space, hence \s* below.
  test("the publish step offers each draft's preview, logo and publish, and says when all are published", async () => {
    const onPublish = vi.fn();
    const site = { id: 2, name: "Onboard Toyota", slug: "onboard-toyota", published: false };
    const props = {
      form: form(),
      previews: {},
      logoChosen: () => false,
      onLogoFile: vi.fn(),
      onUploadLogo: vi.fn(),
      onPreview: vi.fn(),
      onPublish,
    };
    const { rerender } = render(<PublishStepView {...props} sites={[site]} />);
    expect(screen.getByRole("button", { name: /^Upload logo\s*of Onboard Toyota$/ })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: /^Preview\s*Onboard Toyota$/ })).toBeTruthy();
    expect(screen.getByLabelText(/^Logo\s*of Onboard Toyota$/).getAttribute("type")).toBe("file");
    await userEvent.click(screen.getByRole("button", { name: /^Publish\s*Onboard Toyota$/ }));
    expect(onPublish).toHaveBeenCalledWith(site);
    rerender(<PublishStepView {...props} sites={[site]} previews={{ 2: "https://preview.example/x" }} />);
    expect(
      screen
        .getByRole("link", { name: /^Open the preview\s*of Onboard Toyota \(new tab, 30 minutes\)$/ })
        .getAttribute("href"),
    ).toBe("https://preview.example/x");
    rerender(<PublishStepView {...props} sites={[{ ...site, published: true }]} />);
    expect(screen.getByText("Every site in your scope is published.")).toBeTruthy();
  });
});
