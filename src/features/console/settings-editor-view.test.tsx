// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { settingsForm } from "@/domain/console/settings-form";
import { SettingsEditorView, type SettingsEditorViewProps } from "@/features/console/settings-editor-view";

afterEach(cleanup);

const fields = settingsForm({
  type: "object",
  properties: {
    theme: {
      type: "object",
      additionalProperties: false,
      properties: {
        primary: { type: "string", pattern: "^#[0-9a-fA-F]{6}$", description: "The main colour" },
        tagline: { type: "string" },
      },
    },
    stock: {
      type: "object",
      additionalProperties: false,
      properties: {
        show_fuel_tag: { type: "boolean" },
        search_filters: { type: "array", items: { type: "string" } },
      },
    },
  },
});

function renderView(props: Partial<SettingsEditorViewProps> = {}) {
  const all: SettingsEditorViewProps = {
    loaded: { site: { id: 7, name: "Harbour Motors" }, version: 3 },
    fields,
    config: {
      theme: { primary: "#0b3d91", tagline: "Cars" },
      stock: { show_fuel_tag: true, search_filters: ["make"] },
    },
    json: {},
    errors: {},
    notice: null,
    saving: false,
    summaryRef: createRef(),
    onSubmit: vi.fn(),
    onChange: vi.fn(),
    onJson: vi.fn(),
    ...props,
  };
  render(<SettingsEditorView {...all} />);
  return all;
}

describe("the settings editor's view", () => {
  test("while loading it says so; when loading fails it says why", () => {
    renderView({ loaded: null });
    expect(screen.getByRole("heading", { name: "Site settings" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    cleanup();
    renderView({ loaded: null, notice: { kind: "error", text: "Site not found." } });
    expect(screen.getByRole("alert").textContent).toBe("Site not found.");
  });

  test("each setting is a labelled field with its value, its help and the version it was opened at", () => {
    renderView();
    expect(screen.getByRole("heading", { name: "Settings of Harbour Motors" })).toBeTruthy();
    expect(screen.getByText(/Version 3\./)).toBeTruthy();
    expect(screen.getByRole("group", { name: "Theme" })).toBeTruthy();
    expect(screen.getByLabelText("Primary")).toHaveProperty("value", "#0b3d91");
    expect(screen.getByText("The main colour").id).toBe("setting-theme-primary-hint");
    expect(screen.getByLabelText("Primary").getAttribute("aria-describedby")).toBe(
      "setting-theme-primary-hint",
    );
    expect(screen.getByLabelText("Show fuel tag")).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Search filters (JSON)")).toHaveProperty("value", '[\n "make"\n]');
  });

  test("an error list links each wrong setting to its field, and the field says what is wrong", () => {
    renderView({
      errors: {
        "theme.primary": "must be a colour like #1a2b3c",
        "stock.search_filters.0": "is not a filter",
      },
      notice: { kind: "error", text: "2 settings need fixing." },
    });
    const alert = screen.getByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("2 settings need fixing.");
    expect(screen.getByRole("link", { name: "theme.primary" }).getAttribute("href")).toBe(
      "#setting-theme-primary",
    );
    expect(screen.getByRole("link", { name: "stock.search_filters.0" }).getAttribute("href")).toBe(
      "#setting-stock-search_filters",
    );
    expect(screen.getByText("Primary must be a colour like #1a2b3c")).toBeTruthy();
    expect(screen.getByLabelText("Primary").getAttribute("aria-invalid")).toBe("true");
    // The kit's Field: the message first, then the help, and each label names its own control.
    expect(screen.getByLabelText("Primary").getAttribute("aria-describedby")).toBe(
      "setting-theme-primary-error setting-theme-primary-hint",
    );
    expect(document.getElementById("setting-theme-primary-error")?.textContent).toBe(
      "Primary must be a colour like #1a2b3c",
    );
    for (const label of document.querySelectorAll("form label")) {
      const control = document.getElementById(label.getAttribute("for") ?? "");
      expect(control?.matches("input, select, textarea"), label.textContent ?? "").toBe(true);
    }
    expect(screen.getByText("Search filters 0: is not a filter")).toBeTruthy();
  });

  test("a saved notice is a status; typing and saving call back", async () => {
    const props = renderView({
      notice: { kind: "saved", text: "Saved as version 4. The site shows it now." },
    });
    expect(screen.getByRole("status").textContent).toBe("Saved as version 4. The site shows it now.");
    await userEvent.type(screen.getByLabelText("Tagline"), "!");
    expect(props.onChange).toHaveBeenLastCalledWith("theme.tagline", "Cars!");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(props.onSubmit).toHaveBeenCalledOnce();
  });
});
