// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  type Report,
  StockImportView,
  type StockImportViewProps,
} from "@/features/console/stock-import-view";
import "../../../tests/support/dom";

// The stock import screen's markup from props: its two fields (the kit's Field), the preview
// and apply buttons, what is happening, and the report row by row.

afterEach(cleanup);

const preview: Report = {
  mode: "preview",
  applied: false,
  total: 2,
  created: 1,
  updated: 0,
  unchanged: 0,
  refused: 1,
  rows: [
    { where: "row 2", stocknum: "A1", outcome: "created", reason: "" },
    { where: "row 3", stocknum: "A2", outcome: "refused", reason: "price must be a number" },
  ],
};

function renderView(props: Partial<StockImportViewProps> = {}) {
  const all: StockImportViewProps = {
    id: "imp",
    dealerships: [
      { id: 1, name: "Harbour City" },
      { id: 2, name: "Westside" },
    ],
    dealership: "1",
    onDealership: vi.fn(),
    onFile: vi.fn(),
    report: null,
    busy: null,
    progress: null,
    message: null,
    onPreview: vi.fn((event) => event.preventDefault()),
    onApply: vi.fn(),
    ...props,
  };
  render(<StockImportView {...all} />);
  return all;
}

describe("StockImportView", () => {
  test("the dealership and the file are labelled, required fields; Preview submits the form", async () => {
    const props = renderView();
    const dealership = screen.getByRole("combobox", { name: "Dealership" });
    expect(dealership).toHaveAttribute("id", "imp-dealership");
    expect(dealership).toHaveAttribute("aria-required", "true");
    await userEvent.selectOptions(dealership, "2");
    expect(props.onDealership).toHaveBeenCalledWith("2");
    const file = screen.getByLabelText("CSV file");
    await userEvent.upload(file, new File(["stocknum\n"], "stock.csv", { type: "text/csv" }));
    expect(props.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "stock.csv" }));
    expect(screen.queryByRole("button", { name: "Apply the import" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Preview the import" }));
    expect(props.onPreview).toHaveBeenCalledOnce();
  });

  test("a preview with a refused row: Apply waits, the summary says why, the row gives its reason", () => {
    renderView({ report: preview });
    expect(screen.getByRole("button", { name: "Apply the import" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Preview: 1 to add, 0 to update, 0 unchanged, 1 refused.",
    );
    expect(screen.getByRole("row", { name: /row 3 A2 Refused price must be a number/ })).toBeVisible();
  });

  test("while applying, both buttons wait and Apply is busy; a failure is an alert", () => {
    renderView({
      report: { ...preview, refused: 0 },
      busy: "apply",
      message: { kind: "error", text: "The console could not be reached. Try again." },
    });
    expect(screen.getByRole("button", { name: "Preview the import" })).toBeDisabled();
    const apply = screen.getByRole("button", { name: "Apply the import" });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("The console could not be reached. Try again.");
  });

  test.each([
    { progress: null, value: null, max: null, text: "Sending the file…" },
    { progress: { done: 0, total: 5000 }, value: "0", max: "5000", text: "Applying 0 of 5,000 rows" },
    {
      progress: { done: 1200, total: 5000 },
      value: "1200",
      max: "5000",
      text: "Applying 1,200 of 5,000 rows",
    },
    {
      progress: { done: 5000, total: 5000 },
      value: "5000",
      max: "5000",
      text: "Applying 5,000 of 5,000 rows; saving them all together…",
    },
  ])(
    "applying with progress $progress: the bar's value $value of $max, described as “$text”",
    ({ progress, value, max, text }) => {
      renderView({ report: { ...preview, refused: 0 }, busy: "apply", progress });
      const bar = screen.getByRole("progressbar", { name: "Import progress" });
      expect(bar.getAttribute("value")).toBe(value);
      expect(bar.getAttribute("max")).toBe(max);
      expect(bar).toHaveAccessibleDescription(text);
      // The live region says once what is happening; the bar's steps are not announced.
      expect(screen.getByRole("status")).toHaveTextContent("Importing: every row is saved, or none.");
      expect(screen.getByRole("status")).not.toHaveTextContent(text);
    },
  );

  test("no bar when nothing is being applied, and a finished apply says what it did", () => {
    renderView({
      report: { ...preview, mode: "apply", applied: true, refused: 0 },
      progress: { done: 2, total: 2 },
      message: { kind: "done", text: "Imported: 1 added, 0 updated, 0 unchanged. The websites show it now." },
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Imported: 1 added, 0 updated, 0 unchanged. The websites show it now.",
    );
  });
});
